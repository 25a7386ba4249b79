import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { type ReviewDecideBody, reviewDecideBody } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import type { SessionUser } from '../../auth/session-store';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { enterpriseCertifications, personalCertifications } from '../../db/schema';
import { forbidden, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { NOTICES } from '../message/notices';
import { sendMessage } from '../message/send-message';
import { approveEnterprise } from './approve-enterprise';
import { authenticateReviewer } from './reviewer';

interface Decision {
  reviewer: SessionUser;
  body: ReviewDecideBody;
  now: Date;
}

const outcome = ({ reviewer, body, now }: Decision) => ({
  status: body.decision,
  reason: body.decision === 'NO' ? (body.reason ?? null) : null,
  reviewedBy: reviewer.userId,
  reviewedAt: now,
  updatedAt: now,
});

/** Decides a pending personal certification; answers whose it was. */
async function decidePersonal(tx: Database, decision: Decision): Promise<string> {
  const { body, now } = decision;
  const [decided] = await tx
    .update(personalCertifications)
    .set(outcome(decision))
    .where(and(eq(personalCertifications.id, body.id), eq(personalCertifications.status, 'PENDING')))
    .returning({ userId: personalCertifications.userId, realName: personalCertifications.realName });
  if (!decided) throw notFound(MSG.reviewMissing);
  if (decided.userId === decision.reviewer.userId) throw forbidden(MSG.reviewOwnRefused);
  const notice =
    body.decision === 'PASSED'
      ? NOTICES.personalPassed(decided.realName)
      : NOTICES.personalRefused(decided.realName, body.reason ?? '');
  await sendMessage(tx, decided.userId, notice, now);
  return decided.userId;
}

/** Decides a pending enterprise certification (approval creates the enterprise); answers whose it was. */
async function decideEnterprise(tx: Database, decision: Decision): Promise<string> {
  const { body, now } = decision;
  const [decided] = await tx
    .update(enterpriseCertifications)
    .set(outcome(decision))
    .where(and(eq(enterpriseCertifications.id, body.id), eq(enterpriseCertifications.status, 'PENDING')))
    .returning({
      id: enterpriseCertifications.id,
      submittedBy: enterpriseCertifications.submittedBy,
      enterpriseName: enterpriseCertifications.enterpriseName,
    });
  if (!decided) throw notFound(MSG.reviewMissing);
  if (decided.submittedBy === decision.reviewer.userId) throw forbidden(MSG.reviewOwnRefused);
  if (body.decision === 'PASSED') await approveEnterprise(tx, decided);
  const notice =
    body.decision === 'PASSED'
      ? NOTICES.enterprisePassed(decided.enterpriseName)
      : NOTICES.enterpriseRefused(decided.enterpriseName, body.reason ?? '');
  await sendMessage(tx, decided.submittedBy, notice, now);
  return decided.submittedBy;
}

/**
 * PUT review/decide: a reviewer passes or refuses (with a reason) a PENDING submission; the
 * submitter gets a message either way. Any other id, or one decided already, is not found.
 */
export function reviewDecideRoute(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.put(UC.reviewDecide, async (request) => {
    const reviewer = await authenticateReviewer(context, request);
    const body = validate(reviewDecideBody, request.body);
    const decision: Decision = { reviewer, body, now: clock.now() };
    await db.transaction(async (tx) => {
      const userId =
        body.kind === 'personal' ? await decidePersonal(tx, decision) : await decideEnterprise(tx, decision);
      await writeOperationLog(tx, decision.now, {
        action: `certification.${body.kind}.review`,
        userId: reviewer.userId,
        account: reviewer.account,
        address: request.ip,
        detail: { id: body.id, decision: body.decision, submitter: userId },
      });
    });
    return ok(null, MSG.reviewDone);
  });
}
