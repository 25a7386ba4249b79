import { z } from 'zod';
import { PATH_LIMIT } from './scene-flow-interpreter';
import { sceneFlow } from './scene-flow-schema';

/**
 * What robots receive and report of scene skills over the device API: the enabled scenes in the
 * configuration bundle, and a run of one as an event.
 */
export const bundleScene = z.object({
  id: z.string().describe('场景技能 id；运行事件的 skillId 取此值'),
  name: z.string(),
  version: z.number().int().describe('流程版本，每次保存加一'),
  flow: sceneFlow.describe(
    '流程：nodes（id、type、position、data）与 edges（source 节点的出口 sourceHandle → target 节点）；用 src/shared/scene-flow 的解释器运行',
  ),
});
export type BundleScene = z.infer<typeof bundleScene>;

/** A run's fields beside the event's id and time. */
export const sceneRunFields = {
  skillId: z.uuid({ error: '场景技能 id 格式不正确' }).describe('运行的场景技能 id（配置包 scenes 中的 id）'),
  trigger: z.string().trim().min(1).max(100).describe('触发方式，如「关键词：你好」'),
  path: z
    .array(z.string().min(1).max(40))
    .min(1, '运行路径不能为空')
    .max(PATH_LIMIT)
    .describe('依次经过的节点 id'),
  outcome: z.enum(['completed', 'failed']).describe('completed 正常结束；failed 执行失败'),
  failure: z.string().max(200).nullable().default(null).describe('失败原因，正常结束时为 null'),
};
