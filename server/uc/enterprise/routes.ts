import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { accountRoutes } from './account-calls';
import { explainRoutes } from './explain-calls';
import { infoRoutes } from './info-calls';
import { invitationRoute } from './invitations';
import { logRoutes } from './log-calls';
import { logoRoute } from './logo-calls';
import { roleRoutes } from './role-calls';

/** 企业管理 (uc/v1/tenant/…) and the invited person's first sign-in. */
export function enterpriseRoutes(app: FastifyInstance, context: AppContext): void {
  roleRoutes(app, context);
  accountRoutes(app, context);
  logRoutes(app, context);
  infoRoutes(app, context);
  logoRoute(app, context);
  explainRoutes(app, context);
  invitationRoute(app, context);
}
