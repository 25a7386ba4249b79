import type { ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
import { personaApi } from './persona-api';

export const PERSONA_KEYS = { all: ['robot-setting'] as const };

export const usePersonaPage = (query: ProjectListQuery) =>
  useResourcePage(PERSONA_KEYS.all, personaApi.page, query);

export const usePersonaDetail = (id: string) => useResourceDetail(PERSONA_KEYS.all, personaApi.detail, id);
