import { eq } from 'drizzle-orm';
import {
  SCENE_SKILL_API,
  SCENE_SKILL_MSG,
  type SceneExample,
  type SceneSkillSummary,
  sceneSkillCreateBody,
  sceneSkillEditBody,
  sceneSkillEnableBody,
  sceneSkillIdQuery,
  sceneSkillPageQuery,
} from '../../../src/shared/api/scene-skills';
import { referenceIds } from '../../../src/shared/scene-flow/reference-ids';
import { SCENE_EXAMPLE_FLOWS } from '../../../src/shared/scene-flow/scene-examples';
import { EMPTY_SCENE_FLOW, type SceneFlowDraft } from '../../../src/shared/scene-flow/scene-flow-schema';
import { validateSceneFlow } from '../../../src/shared/scene-flow/scene-flow-validation';
import type { Clock } from '../../clock';
import { skills } from '../../db/schema';
import type { ResourceCalls, ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { usualCalls } from '../resource-kit/usual-calls';
import { sceneReferenceLists } from './scene-references';
import { isSceneSkill, sceneSkillDetails, sceneSkillSummaries } from './scene-skill-summaries';

/** Where scene skills live and who opens them: type SKILL, beside the store skills, by kind. */
const sceneSkills = {
  type: 'SKILL',
  menus: ['SKILL_MANAGEMENT', 'SKILL'],
  table: skills,
  rowsOfKind: isSceneSkill,
  messages: SCENE_SKILL_MSG,
} satisfies Partial<ResourceKind<SceneSkillSummary>>;

export const sceneSkillAccess = accessOfKind(sceneSkills);

/** A new scene's flow: blank, or one of the shipped examples. */
const startingFlow = (example: SceneExample | undefined) =>
  example ? SCENE_EXAMPLE_FLOWS[example]() : EMPTY_SCENE_FLOW;

const usual = usualCalls(SCENE_SKILL_API, {
  page: sceneSkillPageQuery,
  id: sceneSkillIdQuery,
  create: sceneSkillCreateBody,
  edit: sceneSkillEditBody,
  enable: sceneSkillEnableBody,
});
/** A create names the example it starts from; an edit renames and never touches the flow. */
const sceneSkillCalls: ResourceCalls = {
  ...usual,
  create: {
    ...(usual.create as NonNullable<ResourceCalls['create']>),
    columns: ({ example, ...fields }) => ({
      ...fields,
      definition: startingFlow(example as SceneExample | undefined),
    }),
  },
};

/**
 * 场景技能 (resource type SKILL, kind SCENE): a flow an operator draws and the robots run. A new
 * scene starts disabled; enabling checks the flow against the project and names its problems.
 */
export function sceneSkillKind(clock: Clock): ResourceKind<SceneSkillSummary> {
  return {
    ...sceneSkills,
    newRowValues: () => ({ kind: 'SCENE', enabled: false }),
    log: { action: 'sceneSkill', idKey: 'skillId' },
    read: {
      summaries: (access, where, page) => sceneSkillSummaries(access, clock, where, page),
      detail: async (access, id) => {
        const [detail] = await sceneSkillDetails(access, clock, eq(skills.id, id));
        return detail;
      },
    },
    calls: sceneSkillCalls,
    // A flow with problems would fail on the robots: the editor shows each on its node.
    async enableRefusal({ tx, id, projectId }, enabled) {
      if (!enabled) return undefined;
      const [row] = await tx.select({ definition: skills.definition }).from(skills).where(eq(skills.id, id));
      const lists = await sceneReferenceLists(tx, projectId);
      const issues = validateSceneFlow(row.definition as SceneFlowDraft, referenceIds(lists));
      return issues.length > 0 ? SCENE_SKILL_MSG.invalidFlow(issues.length) : undefined;
    },
  };
}
