import type { FastifyInstance } from 'fastify';
import type { AppContext, RequestLimits } from '../context';
import { certificationRoutes } from './certification';
import { messageRoutes } from './message';
import { systemModeRoute } from './system-mode';
import { checkPwdRoute } from './user/check-pwd';
import { imageCodeRoute } from './user/image-code';
import { logoutRoute } from './user/logout';
import { passwordRoute } from './user/password';
import { permissionRoutes } from './user/permissions';
import { registerRoute } from './user/register';
import { tokenRoute } from './user/token';
import { userInfoRoute } from './user/user-info';
import { validCodeRoutes } from './user/valid-code';

/** Every uc/v1 call. */
export function ucRoutes(app: FastifyInstance, context: AppContext, limits: RequestLimits): void {
  imageCodeRoute(app, context, limits);
  validCodeRoutes(app, context, limits);
  registerRoute(app, context);
  tokenRoute(app, context);
  logoutRoute(app, context);
  passwordRoute(app, context);
  userInfoRoute(app, context);
  checkPwdRoute(app, context);
  permissionRoutes(app, context);
  certificationRoutes(app, context);
  messageRoutes(app, context);
  systemModeRoute(app, context);
}
