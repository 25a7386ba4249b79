import type { FastifyInstance } from 'fastify';
import type { AppContext, RequestLimits } from '../context';
import { devWechatRoutes } from '../dev/wechat-routes';
import type { FileStorage } from '../storage/file-storage';
import { certificationRoutes } from './certification/routes';
import { enterpriseRoutes } from './enterprise/routes';
import { messageRoutes } from './message/message-routes';
import { personalCenterRoutes } from './profile/routes';
import { accountUploads } from './profile/uploads-plugin';
import { qrRoutes } from './qr/qr-routes';
import { systemModeRoute } from './system-mode';
import { checkPwdRoute } from './user/check-pwd';
import { imageCodeRoute } from './user/image-code';
import { logoutRoute } from './user/logout';
import { passwordRoute } from './user/password';
import { permissionRoutes } from './user/permissions';
import { registerRoute } from './user/register';
import { signInTicketRoutes } from './user/sign-in-ticket';
import { tokenRoute } from './user/token';
import { userInfoRoute } from './user/user-info';
import { validCodeRoutes } from './user/valid-code';

/** Every uc/v1 call (and, in demo mode, the simulated QR scan beside the outbox). */
export async function ucRoutes(
  app: FastifyInstance,
  context: AppContext,
  limits: RequestLimits,
  storage: FileStorage,
): Promise<void> {
  imageCodeRoute(app, context, limits);
  validCodeRoutes(app, context, limits);
  registerRoute(app, context);
  tokenRoute(app, context);
  signInTicketRoutes(app, context);
  logoutRoute(app, context);
  passwordRoute(app, context);
  userInfoRoute(app, context);
  checkPwdRoute(app, context);
  permissionRoutes(app, context);
  qrRoutes(app, context, limits);
  certificationRoutes(app, context);
  messageRoutes(app, context);
  enterpriseRoutes(app, context);
  personalCenterRoutes(app, context, storage);
  await app.register(accountUploads, { context, storage });
  systemModeRoute(app, context);
  if (context.providers.outbox) devWechatRoutes(app, context);
}
