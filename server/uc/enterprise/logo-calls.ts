import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENTERPRISE_MSG, type EnterpriseLogo, TENANT_API } from '../../../src/shared/api/enterprise-admin';
import { ok } from '../../../src/shared/api/envelope';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { tenantProfiles } from '../../db/schema';
import { forbidden } from '../../http/api-error';
import type { FileStorage } from '../../storage/file-storage';
import { receiveAccountImage } from '../profile/account-images';
import { administering } from './enterprise-access';

/** GET tenant/logo: the enterprise's logo for every member, shown in the shell's header. */
export function logoRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.get(TENANT_API.logo, async (request) => {
    const user = await authenticateInScope(context, request);
    if (user.scope.kind !== 'enterprise') throw forbidden(ENTERPRISE_MSG.notEnterprise);
    const [profile] = await db
      .select({ logoUrl: tenantProfiles.logoUrl })
      .from(tenantProfiles)
      .where(eq(tenantProfiles.tenantId, user.scope.tenantId));
    return ok<EnterpriseLogo>({ logoUrl: profile?.logoUrl ?? null });
  });
}

/**
 * POST tenant/logo/upload: a jpg or png through the account pictures' pipeline (checked by its
 * bytes, stored once per content); it becomes the logo when 企业信息 is saved with it.
 */
export function logoUploadRoute(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  app.post(TENANT_API.logoUpload, async (request) => {
    const { user } = await administering(context, request);
    const logoUrl = await receiveAccountImage(request, context.db, storage, user.userId, 'logo');
    return ok<EnterpriseLogo>({ logoUrl });
  });
}
