import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  type AuthMenus,
  checkOperationQuery,
  listPassedOperationsBody,
  type OperationAuthorized,
  type PassedOperations,
  UC,
} from '../../../src/shared/api/uc';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { passedOperationsOf } from '../../permissions/passed-operations';

/**
 * The scope-dependent permission calls: menus, and batch operations per resource type (answered
 * by the resource rule set: NEW → createAuth, BATCH_TAG → batchTagAuth, BATCH_SHARE → batchShareAuth).
 */
export function permissionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(UC.authMenus, async (request) => {
    const user = await authenticateInScope(context, request);
    return ok<AuthMenus>([...user.standing.menuCodes]);
  });

  app.get(UC.checkOperationAuthorize, async (request) => {
    const user = await authenticateInScope(context, request);
    const { operationType, resourceType } = validate(checkOperationQuery, request.query);
    const passed = await passedOperationsOf(db, user, resourceType, [operationType]);
    return ok<OperationAuthorized>(passed.length > 0);
  });

  app.put(UC.listAuthorizePassedOperations, async (request) => {
    const user = await authenticateInScope(context, request);
    const { operationTypes, resourceType } = validate(listPassedOperationsBody, request.body);
    return ok<PassedOperations>(await passedOperationsOf(db, user, resourceType, operationTypes));
  });
}
