import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
import { useSession } from '../session/session-store';
import { type StorePageQuery, storeSkillApi } from './store-skill-api';

/** Query keys of store skills (the kit adds the visit role); the catalogue's follow them. */
export const STORE_SKILL_KEYS = { all: ['store-skills'] as const };

export const useStoreSkillPage = (query: ProjectListQuery) =>
  useResourcePage(STORE_SKILL_KEYS.all, storeSkillApi.page, query);

export const useStoreSkillDetail = (id: string) =>
  useResourceDetail(STORE_SKILL_KEYS.all, storeSkillApi.detail, id);

export function useCataloguePage(query: StorePageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: [...STORE_SKILL_KEYS.all, role, 'store', query],
    queryFn: () => storeSkillApi.storePage(query, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** The projects a catalogue skill is added to, and its example conversations. */
export function useSkillProjects(code: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: [...STORE_SKILL_KEYS.all, role, 'projects', code],
    queryFn: () => storeSkillApi.addedTo(code, { quiet: true }),
  });
}

export function useSkillExamples(code: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: [...STORE_SKILL_KEYS.all, role, 'examples', code],
    queryFn: () => storeSkillApi.examples(code, { quiet: true }),
    retry: false,
  });
}
