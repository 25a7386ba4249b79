import type { PermittedRow } from '../../../shared/api/resource-permissions';
import type { ResourceFlag, ResourceType } from '../../../shared/permissions';
import { type ResourceFlags, resourceFlags } from '../../permissions/resource-flags';

/**
 * The caller's flags on a row inside a project (an intent, a dictionary…) as the server checks
 * them: reading needs the row's accessAuth; every change needs editAuth on the project as well.
 */
export function contentFlags(
  type: ResourceType,
  project: ResourceFlags,
  row: Pick<PermittedRow, 'permissions'> & { name: string },
): ResourceFlags {
  const own = resourceFlags(type, row.permissions, row.name);
  const reason = (flag: ResourceFlag) =>
    (flag === 'accessAuth' ? null : project.reason('editAuth')) ?? own.reason(flag);
  return { allows: (flag) => reason(flag) === null, reason };
}
