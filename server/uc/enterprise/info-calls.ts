import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ENTERPRISE_MSG,
  type EnterpriseInfo,
  enterpriseInfoBody,
  TENANT_API,
} from '../../../src/shared/api/enterprise-admin';
import { ok } from '../../../src/shared/api/envelope';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { enterpriseCertifications, operationLog, tenantProfiles, tenants } from '../../db/schema';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../../manager/audit';
import { requireOwnAccountImages } from '../profile/account-images';
import { administering } from './enterprise-access';
import { logEntries } from './log-search';

const INFO_EDIT = 'tenant.info.edit';
const HISTORY_SHOWN = 20;
const EMPTY_PROFILE = { logoUrl: null, contactName: '', contactPhone: '', address: '' };

async function profileOf(db: Database, tenantId: string) {
  const [profile] = await db
    .select({
      logoUrl: tenantProfiles.logoUrl,
      contactName: tenantProfiles.contactName,
      contactPhone: tenantProfiles.contactPhone,
      address: tenantProfiles.address,
    })
    .from(tenantProfiles)
    .where(eq(tenantProfiles.tenantId, tenantId));
  return profile ?? EMPTY_PROFILE;
}

/**
 * 企业信息: the certified name and registration number (fixed by certification: a change is a new
 * certification), and what the enterprise keeps up itself — logo, contact, address — with the
 * history of those changes from the operation log.
 */
export function infoRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(TENANT_API.info, async (request) => {
    const { tenantId } = await administering(context, request);
    const [[tenant], [certified], profile, history] = await Promise.all([
      db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)),
      db
        .select({
          name: enterpriseCertifications.enterpriseName,
          licenceNo: enterpriseCertifications.registrationNo,
          status: enterpriseCertifications.status,
        })
        .from(enterpriseCertifications)
        .where(eq(enterpriseCertifications.tenantId, tenantId))
        .orderBy(desc(enterpriseCertifications.submittedAt))
        .limit(1),
      profileOf(db, tenantId),
      logEntries(db, and(eq(operationLog.tenantId, tenantId), eq(operationLog.action, INFO_EDIT)) as SQL, {
        limit: HISTORY_SHOWN,
      }),
    ]);
    return ok<EnterpriseInfo>({
      name: tenant.name,
      certified: certified ?? { name: tenant.name, licenceNo: null, status: null },
      ...profile,
      history,
    });
  });

  app.put(TENANT_API.info, async (request) => {
    const { user, tenantId } = await administering(context, request);
    const after = validate(enterpriseInfoBody, request.body);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = await profileOf(tx, tenantId);
      // A new logo is a picture this administrator uploaded; an unchanged one may be a colleague's.
      if (after.logoUrl && after.logoUrl !== before.logoUrl)
        await requireOwnAccountImages(tx, user.userId, 'logo', [after.logoUrl]);
      await tx
        .insert(tenantProfiles)
        .values({ tenantId, ...after, updatedAt: now })
        .onConflictDoUpdate({ target: tenantProfiles.tenantId, set: { ...after, updatedAt: now } });
      // The history says what changed; a save that changed nothing is no entry in it.
      const changes = loggedChanges(before, after);
      if (changes) await logChange(tx, now, user, request, INFO_EDIT, { ...changes });
    });
    return ok(null, ENTERPRISE_MSG.infoSaved);
  });
}
