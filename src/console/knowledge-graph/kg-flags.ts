import type { KgBaseSummary } from '../../shared/api/knowledge-graph';
import type { ResourceFlag } from '../../shared/permissions';
import { type ResourceFlags, resourceFlags } from '../permissions/resource-flags';

/**
 * The caller's flags on a base as the server checks them: reading needs the base's accessAuth;
 * every change needs editAuth on the project as well as the base's own flag.
 */
export function baseFlags(project: ResourceFlags, base: KgBaseSummary): ResourceFlags {
  const own = resourceFlags('KG_BASE', base.permissions, base.name);
  const reason = (flag: ResourceFlag) =>
    (flag === 'accessAuth' ? null : project.reason('editAuth')) ?? own.reason(flag);
  return { allows: (flag) => reason(flag) === null, reason };
}

/** Building changes what robots answer: it needs editAuth, and a base already building waits. */
export function buildFlags(flags: ResourceFlags, base: KgBaseSummary): ResourceFlags {
  const reason = (flag: ResourceFlag) =>
    flags.reason(flag) ?? (base.build.state === 'BUILDING' ? '知识图谱正在构建中，请稍候' : null);
  return { allows: (flag) => reason(flag) === null, reason };
}
