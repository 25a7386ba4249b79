import { z } from 'zod';
import { answerMatchFields } from '../scene-flow/answer-match';
import type { SceneTrigger } from '../scene-flow/scene-flow-schema';
import { sceneFlowDraft } from '../scene-flow/scene-flow-schema';
import type { ReleasedScreen } from './monitoring';
import {
  resourceDescription,
  resourceId,
  resourceName,
  resourceEnableBody as sceneSkillEnableBody,
  resourceIdQuery as sceneSkillIdQuery,
  resourcePageQuery as sceneSkillPageQuery,
} from './resource-kind-schemas';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's scene skill calls (场景技能, manager/v1/skill/scene). A scene skill is a flow an
 * operator draws and the project's robots run; resource type SKILL, shared with store skills by
 * kind. Every call checks the menus SKILL_MANAGEMENT and SKILL, the project and the flags on the row.
 */
export const SCENE_SKILL_API = {
  page: '/manager/v1/skill/scene/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/skill/scene/detail', // GET ?id → SceneSkillDetail
  create: '/manager/v1/skill/scene/create', // PUT sceneSkillCreateBody
  edit: '/manager/v1/skill/scene/edit', // POST { id, name, description }
  enable: '/manager/v1/skill/scene/enable', // PUT { id, enabled }: refused while the flow has problems
  remove: '/manager/v1/skill/scene', // DELETE ?id
  copy: '/manager/v1/skill/scene/copy', // PUT { id } → the copy's summary
  save: '/manager/v1/skill/scene/flow', // POST sceneFlowSaveBody → SceneFlowSaved; 409 SceneFlowConflict
  versions: '/manager/v1/skill/scene/versions', // GET ?id → SceneFlowVersion[]
  restore: '/manager/v1/skill/scene/restore', // POST sceneFlowRestoreBody → SceneFlowSaved; 409 SceneFlowConflict
  runs: '/manager/v1/skill/scene/runs', // GET ?id → SceneRunRecord[]
  references: '/manager/v1/skill/scene/references', // GET ?projectId → SceneReferenceLists
  answer: '/manager/v1/skill/scene/answer', // POST sceneAnswerBody → AnswerMatch: the simulation's ask, by the project's matcher
} as const;

export const SCENE_SKILL_MSG = {
  ...resourceMessages('场景'),
  conflict: '场景已被他人修改，请选择保留哪一份',
  restored: '已恢复到所选版本',
  versionMissing: '该版本不存在',
  copied: '已复制',
  /** Enabling a flow with problems: the count, the editor shows each on its node. */
  invalidFlow: (count: number) => `流程还有${count}个问题，请在编辑器中修正后再启用`,
} as const;

/** The scenes a new one may start from (新建 → 从示例创建). */
export const SCENE_EXAMPLES = ['welcome', 'business', 'exhibit'] as const;
export type SceneExample = (typeof SCENE_EXAMPLES)[number];
export const SCENE_EXAMPLE_NAMES: Record<SceneExample, string> = {
  welcome: '迎宾',
  business: '业务引导',
  exhibit: '展品讲解',
};

const sceneFields = { name: resourceName('场景'), description: resourceDescription };

export { sceneSkillEnableBody, sceneSkillIdQuery, sceneSkillPageQuery };
export const sceneSkillCreateBody = z.object({
  projectId: resourceId,
  ...sceneFields,
  example: z.enum(SCENE_EXAMPLES, { error: '请选择示例' }).optional(),
});
export type SceneSkillCreateBody = z.input<typeof sceneSkillCreateBody>;
export const sceneSkillEditBody = z.object({ id: resourceId, ...sceneFields });
export const sceneSkillCopyBody = z.object({ id: resourceId });

const version = z.number({ error: '请说明编辑开始时的版本' }).int().min(1);
/** A save names the version it started from: a newer stored one refuses it (409) with the server's copy. */
export const sceneFlowSaveBody = z.object({ id: resourceId, version, flow: sceneFlowDraft });
export const sceneFlowRestoreBody = z.object({ id: resourceId, version, restore: version });
export const sceneProjectQuery = z.object({ projectId: resourceId });
export const sceneAnswerBody = z.object({ projectId: resourceId, ...answerMatchFields });
export type SceneAnswerBody = z.infer<typeof sceneAnswerBody>;

/** A trigger as the list shows it: what starts the scene, in words. */
export interface SceneTriggerLabel {
  on: SceneTrigger['on'];
  label: string;
}

export interface SceneSkillSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  version: number;
  triggers: SceneTriggerLabel[];
  runsToday: number;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SceneSkillDetail extends SceneSkillSummary {
  flow: z.infer<typeof sceneFlowDraft>;
}

export interface SceneFlowSaved {
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** The 409 of a stale save: what the server holds now, so nothing of either side is lost. */
export interface SceneFlowConflict extends SceneFlowSaved {
  flow: z.infer<typeof sceneFlowDraft>;
}

export interface SceneFlowVersion {
  version: number;
  savedAt: string;
  savedBy: string;
  nodeCount: number;
}

/** A run a robot reported: what started it, the nodes it went through and how it ended. */
export interface SceneRunRecord {
  id: string;
  deviceName: string;
  at: string;
  trigger: string;
  path: string[];
  outcome: 'completed' | 'failed';
  failure: string | null;
}

export interface SceneReferenceOption {
  id: string;
  name: string;
}

/** What a flow may name, from the project: nothing is typed in by hand. */
export interface SceneReferenceLists {
  pages: SceneReferenceOption[];
  points: SceneReferenceOption[];
  intents: SceneReferenceOption[];
  faceGroups: SceneReferenceOption[];
  skills: SceneReferenceOption[];
  /** The released screen the pages belong to: the simulation shows its pages as the robots do. */
  screen: ReleasedScreen | null;
}
