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
import { menuCodesOf, passedOperationsOf } from '../../auth/menus';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';

/** The scope-dependent permission calls: menus, and batch operations per resource type. */
export function permissionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(UC.authMenus, async (request) => {
    const user = await authenticateInScope(context, request);
    return ok<AuthMenus>(await menuCodesOf(db, user));
  });

  app.get(UC.checkOperationAuthorize, async (request) => {
    const user = await authenticateInScope(context, request);
    const { operationType, resourceType } = validate(checkOperationQuery, request.query);
    const passed = await passedOperationsOf(db, user, resourceType);
    return ok<OperationAuthorized>(passed.includes(operationType));
  });

  app.put(UC.listAuthorizePassedOperations, async (request) => {
    const user = await authenticateInScope(context, request);
    const { operationTypes, resourceType } = validate(listPassedOperationsBody, request.body);
    const passed = await passedOperationsOf(db, user, resourceType);
    return ok<PassedOperations>(operationTypes.filter((operation) => passed.includes(operation)));
  });
}
