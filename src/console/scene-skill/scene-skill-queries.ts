import { useQuery } from '@tanstack/react-query';
import type { ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
import { sceneSkillApi } from './scene-skill-api';

/** Query keys of scene skill data (the kit adds the visit role). */
export const SCENE_SKILL_KEYS = {
  all: ['scene-skills'] as const,
  versions: (id: string) => ['scene-skills', 'versions', id] as const,
  runs: (id: string) => ['scene-skills', 'runs', id] as const,
  references: (projectId: string) => ['scene-skills', 'references', projectId] as const,
};

export const useSceneSkillPage = (query: ProjectListQuery) =>
  useResourcePage(SCENE_SKILL_KEYS.all, sceneSkillApi.page, query);

export const useSceneSkillDetail = (id: string) =>
  useResourceDetail(SCENE_SKILL_KEYS.all, sceneSkillApi.detail, id);

/** What a flow may name in the project: pages, points, intents, face groups, store skills. */
export const useSceneReferences = (projectId: string) =>
  useQuery({
    queryKey: SCENE_SKILL_KEYS.references(projectId),
    queryFn: () => sceneSkillApi.references(projectId),
    enabled: projectId !== '',
  });
