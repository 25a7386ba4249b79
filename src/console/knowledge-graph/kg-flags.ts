import type { KgBaseSummary } from '../../shared/api/knowledge-graph';
import type { ResourceFlag } from '../../shared/permissions';
import type { ResourceFlags } from '../permissions/resource-flags';

/** Building changes what robots answer: it needs editAuth, and a base already building waits. */
export function buildFlags(flags: ResourceFlags, base: KgBaseSummary): ResourceFlags {
  const reason = (flag: ResourceFlag) =>
    flags.reason(flag) ?? (base.build.state === 'BUILDING' ? '知识图谱正在构建中，请稍候' : null);
  return { allows: (flag) => reason(flag) === null, reason };
}
