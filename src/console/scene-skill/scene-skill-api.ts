import type { Page } from '../../shared/api/paging';
import {
  SCENE_SKILL_API,
  type SceneAnswerBody,
  type SceneFlowSaved,
  type SceneFlowVersion,
  type SceneReferenceLists,
  type SceneRunRecord,
  type SceneSkillCreateBody,
  type SceneSkillDetail,
  type SceneSkillSummary,
} from '../../shared/api/scene-skills';
import type { AnswerMatch } from '../../shared/scene-flow/answer-match';
import type { SceneFlowDraft } from '../../shared/scene-flow/scene-flow-schema';
import { type CallOptions, http } from '../api/http';
import type { ListQuery, NameAndDescription } from '../components/resource-kit/resource-kind';

/** The scene skill calls (shared/api/scene-skills.ts), scoped by the request layer's Is-Enterprise. */
export const sceneSkillApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<SceneSkillSummary>>(SCENE_SKILL_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) =>
    http.get<SceneSkillDetail>(SCENE_SKILL_API.detail, { id }, options),
  create: (body: SceneSkillCreateBody) => http.put<SceneSkillSummary>(SCENE_SKILL_API.create, body),
  edit: (id: string, fields: NameAndDescription) =>
    http.post<SceneSkillSummary>(SCENE_SKILL_API.edit, { id, ...fields }),
  enable: (id: string, enabled: boolean) =>
    http.put<SceneSkillSummary>(SCENE_SKILL_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${SCENE_SKILL_API.remove}?${new URLSearchParams({ id })}`),
  copy: (id: string) => http.put<SceneSkillSummary>(SCENE_SKILL_API.copy, { id }),
  /** Quiet: the editor shows a conflict beside the canvas, not as a toast. */
  save: (id: string, version: number, flow: SceneFlowDraft) =>
    http.post<SceneFlowSaved>(SCENE_SKILL_API.save, { id, version, flow }, { quiet: true }),
  versions: (id: string) => http.get<SceneFlowVersion[]>(SCENE_SKILL_API.versions, { id }),
  restore: (id: string, version: number, restore: number) =>
    http.post<SceneFlowSaved>(SCENE_SKILL_API.restore, { id, version, restore }),
  runs: (id: string) => http.get<SceneRunRecord[]>(SCENE_SKILL_API.runs, { id }),
  /** The branch the project's matcher reads a simulated answer as. */
  answer: (body: SceneAnswerBody) => http.post<AnswerMatch>(SCENE_SKILL_API.answer, body),
  references: (projectId: string) => http.get<SceneReferenceLists>(SCENE_SKILL_API.references, { projectId }),
};
