import type { QaLibrarySummary } from '../../shared/api/qa';
import type { ResourceFlag } from '../../shared/permissions';
import { type ResourceFlags, resourceFlags } from '../permissions/resource-flags';

/**
 * The caller's flags on a library as the server checks them: reading needs the library's
 * accessAuth; every change needs editAuth on the project as well as the library's own flag.
 */
export function libraryFlags(project: ResourceFlags, library: QaLibrarySummary): ResourceFlags {
  const own = resourceFlags('QA', library.permissions, library.name);
  const reason = (flag: ResourceFlag) =>
    (flag === 'accessAuth' ? null : project.reason('editAuth')) ?? own.reason(flag);
  return { allows: (flag) => reason(flag) === null, reason };
}
