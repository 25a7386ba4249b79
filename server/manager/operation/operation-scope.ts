import type { FastifyRequest } from 'fastify';
import type { OperationFilter } from '../../../src/shared/api/operation';
import type { MenuCode, ResourceFlag } from '../../../src/shared/permissions';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { requireProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';

/**
 * The project a call of the operation platform reads or marks: one the caller sees in their
 * scope (404 otherwise, before anything else is told), with `flag`, and the menus of the screen.
 */
export async function operationProject(
  context: AppContext,
  request: FastifyRequest,
  projectId: string,
  flag: ResourceFlag,
  menu: MenuCode,
): Promise<{ user: ScopedUser; projectId: string }> {
  const user = await authenticateInScope(context, request);
  const id = await requireProjectFlag(context.db, user, projectId, flag);
  requireMenu(user, 'OPERATION', menu);
  return { user, projectId: id };
}

/** A period's instants: from the first day's local midnight to the midnight after the last day. */
export function periodOf(filter: Pick<OperationFilter, 'from' | 'to'>): { start: Date; end: Date } {
  const midnight = (value: string, extraDays: number) => {
    const [year, month, day] = value.split('-').map(Number);
    return new Date(year, month - 1, day + extraDays);
  };
  return { start: midnight(filter.from, 0), end: midnight(filter.to, 1) };
}
