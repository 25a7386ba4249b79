import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { type Certification, UC } from '../../src/shared/api/uc';
import { authenticate } from '../auth/authenticate';
import type { AppContext } from '../context';
import { enterpriseCertifications, personalCertifications } from '../db/schema';

/**
 * GET certification: the person's own, and the enterprise's items (or, before belonging to an
 * enterprise, the items the person applied with).
 */
export function certificationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(UC.certification, async (request) => {
    const user = await authenticate(context, request);
    const [personal] = await db
      .select({
        status: personalCertifications.status,
        reason: personalCertifications.reason,
        realName: personalCertifications.realName,
      })
      .from(personalCertifications)
      .where(eq(personalCertifications.userId, user.userId));
    const enterprise = await db
      .select({
        status: enterpriseCertifications.status,
        reason: enterpriseCertifications.reason,
        enterpriseName: enterpriseCertifications.enterpriseName,
      })
      .from(enterpriseCertifications)
      .where(
        user.tenantId
          ? eq(enterpriseCertifications.tenantId, user.tenantId)
          : eq(enterpriseCertifications.submittedBy, user.userId),
      )
      .orderBy(enterpriseCertifications.updatedAt);
    return ok<Certification>({ personal: personal ?? null, enterprise });
  });
}
