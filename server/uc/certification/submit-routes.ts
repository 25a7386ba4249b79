import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { enterpriseCertificationBody, personalCertificationBody } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { enterpriseCertifications, personalCertifications } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { requireOwnAccountImages } from '../profile/account-images';
import { enterpriseNameTaken, registrationNoTaken } from './enterprise-duplicates';

/** Serialises enterprise submissions, so two people cannot claim one name or number at once. */
const ENTERPRISE_SUBMISSION_LOCK = sql`select pg_advisory_xact_lock(hashtext('enterprise-certification'))`;

/**
 * POST certification/personal and /enterprise: a submission waits for a reviewer (PENDING). A
 * refused one (NO) may be submitted again; a pending or passed one may not.
 */
export function submitRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.post(UC.certificationPersonal, async (request) => {
    const user = await authenticate(context, request);
    const body = validate(personalCertificationBody, request.body);
    await requireOwnAccountImages(db, user.userId, 'certification', [body.idFrontImage, body.idBackImage]);
    const [current] = await db
      .select({ status: personalCertifications.status })
      .from(personalCertifications)
      .where(eq(personalCertifications.userId, user.userId));
    if (current?.status === 'PASSED') throw conflict(MSG.personalAlreadyCertified);
    if (current?.status === 'PENDING') throw conflict(MSG.certificationPending);
    const now = clock.now();
    const submission = {
      ...body,
      id: randomUUID(),
      status: 'PENDING' as const,
      reason: null,
      submittedAt: now,
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: now,
    };
    await db.transaction(async (tx) => {
      const stored = await tx
        .insert(personalCertifications)
        .values({ userId: user.userId, ...submission })
        .onConflictDoUpdate({
          target: personalCertifications.userId,
          set: submission,
          setWhere: eq(personalCertifications.status, 'NO'),
        })
        .returning({ id: personalCertifications.id });
      // A concurrent submission got there first.
      if (stored.length === 0) throw conflict(MSG.certificationPending);
      await writeOperationLog(tx, now, {
        action: 'certification.personal.submit',
        userId: user.userId,
        tenantId: user.tenantId,
        account: user.account,
        address: request.ip,
      });
    });
    return ok(null, MSG.certificationSubmitted);
  });

  app.post(UC.certificationEnterprise, async (request) => {
    const user = await authenticate(context, request);
    const body = validate(enterpriseCertificationBody, request.body);
    if (user.tenantId) throw conflict(MSG.enterpriseAlreadyJoined);
    await requireOwnAccountImages(db, user.userId, 'certification', [body.licenceImage]);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.execute(ENTERPRISE_SUBMISSION_LOCK);
      const applications = and(
        eq(enterpriseCertifications.submittedBy, user.userId),
        isNull(enterpriseCertifications.tenantId),
      );
      const [pending] = await tx
        .select({ id: enterpriseCertifications.id })
        .from(enterpriseCertifications)
        .where(and(applications, eq(enterpriseCertifications.status, 'PENDING')));
      if (pending) throw conflict(MSG.certificationPending);
      if (await enterpriseNameTaken(tx, body.enterpriseName)) throw conflict(MSG.enterpriseNameTaken);
      if (await registrationNoTaken(tx, body.registrationNo)) throw conflict(MSG.registrationNoTaken);
      // The new submission replaces the refused one.
      await tx
        .delete(enterpriseCertifications)
        .where(and(applications, eq(enterpriseCertifications.status, 'NO')));
      await tx.insert(enterpriseCertifications).values({
        ...body,
        submittedBy: user.userId,
        status: 'PENDING',
        submittedAt: now,
        updatedAt: now,
      });
      await writeOperationLog(tx, now, {
        action: 'certification.enterprise.submit',
        userId: user.userId,
        account: user.account,
        address: request.ip,
        detail: { enterpriseName: body.enterpriseName },
      });
    });
    return ok(null, MSG.certificationSubmitted);
  });
}
