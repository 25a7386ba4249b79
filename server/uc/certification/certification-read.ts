import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import type { CertificationDetail } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { enterpriseCertifications, personalCertifications } from '../../db/schema';

/** 1101**********002X: enough for the owner to recognise it, not enough to copy it. */
export const maskCitizenId = (citizenId: string): string =>
  citizenId.length > 8
    ? `${citizenId.slice(0, 4)}${'*'.repeat(citizenId.length - 8)}${citizenId.slice(-4)}`
    : citizenId;

/**
 * GET certification: the person's own, and the enterprise's items (or, before belonging to an
 * enterprise, the items the person applied with).
 */
export function certificationReadRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(UC.certification, async (request) => {
    const user = await authenticate(context, request);
    const [personal] = await db
      .select()
      .from(personalCertifications)
      .where(eq(personalCertifications.userId, user.userId));
    const enterprise = await db
      .select()
      .from(enterpriseCertifications)
      .where(
        user.tenantId
          ? eq(enterpriseCertifications.tenantId, user.tenantId)
          : eq(enterpriseCertifications.submittedBy, user.userId),
      )
      .orderBy(enterpriseCertifications.submittedAt);
    return ok<CertificationDetail>({
      personal: personal
        ? {
            id: personal.id,
            status: personal.status,
            reason: personal.reason,
            realName: personal.realName,
            citizenId: maskCitizenId(personal.citizenId),
            idFrontImage: personal.idFrontImage,
            idBackImage: personal.idBackImage,
            submittedAt: personal.submittedAt.toISOString(),
          }
        : null,
      enterprise: enterprise.map((item) => ({
        id: item.id,
        status: item.status,
        reason: item.reason,
        enterpriseName: item.enterpriseName,
        registrationNo: item.registrationNo,
        licenceImage: item.licenceImage,
        submittedAt: item.submittedAt.toISOString(),
      })),
    });
  });
}
