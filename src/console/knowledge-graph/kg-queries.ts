import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KgBaseSummary } from '../../shared/api/knowledge-graph';
import { useSession } from '../session/session-store';
import { type BasePageQuery, type EntityListQuery, kgApi } from './kg-api';

/** While a base builds, its state is asked for this often. */
export const BUILD_POLL_MS = 1500;

/** Query keys of knowledge graph data, with the visit role in each (another role sees other bases). */
export const KG_KEYS = {
  all: ['kg'] as const,
  bases: ['kg', 'bases'] as const,
  basePage: (role: string, query: BasePageQuery) => ['kg', 'bases', role, 'page', query] as const,
  base: (role: string, id: string) => ['kg', 'bases', role, 'detail', id] as const,
  content: (kgBaseId: string) => ['kg', 'content', kgBaseId] as const,
  concepts: (kgBaseId: string) => ['kg', 'content', kgBaseId, 'concepts'] as const,
  concept: (kgBaseId: string, id: string) => ['kg', 'content', kgBaseId, 'concept', id] as const,
  conceptGraph: (kgBaseId: string) => ['kg', 'content', kgBaseId, 'conceptGraph'] as const,
  entities: (query: EntityListQuery) => ['kg', 'content', query.kgBaseId, 'entities', query] as const,
  entity: (kgBaseId: string, id: string) => ['kg', 'content', kgBaseId, 'entity', id] as const,
  baseGraph: (kgBaseId: string, withValues: boolean) =>
    ['kg', 'content', kgBaseId, 'baseGraph', withValues] as const,
  dataTypes: ['kg', 'dataTypes'] as const,
};

const building = (base: KgBaseSummary | undefined) => base?.build.state === 'BUILDING';

export function useBasePage(query: BasePageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: KG_KEYS.basePage(role, query),
    queryFn: () => kgApi.basePage(query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: query.projectId !== '',
    // A base building in the list: its progress is followed until it is done.
    refetchInterval: (current) => (current.state.data?.content.some(building) ? BUILD_POLL_MS : false),
  });
}

export function useBase(id: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: KG_KEYS.base(role, id),
    queryFn: () => kgApi.base(id, { quiet: true }),
    enabled: id !== '',
    retry: false,
    refetchInterval: (current) => (building(current.state.data) ? BUILD_POLL_MS : false),
  });
}

export function useConceptTree(kgBaseId: string) {
  return useQuery({
    queryKey: KG_KEYS.concepts(kgBaseId),
    queryFn: () => kgApi.concepts(kgBaseId),
    enabled: kgBaseId !== '',
  });
}

export function useConcept(kgBaseId: string, id: string | null) {
  return useQuery({
    queryKey: KG_KEYS.concept(kgBaseId, id ?? ''),
    queryFn: () => kgApi.concept(id as string),
    enabled: id !== null,
  });
}

export function useConceptGraph(kgBaseId: string) {
  return useQuery({ queryKey: KG_KEYS.conceptGraph(kgBaseId), queryFn: () => kgApi.conceptGraph(kgBaseId) });
}

export function useEntityPage(query: EntityListQuery) {
  return useQuery({
    queryKey: KG_KEYS.entities(query),
    queryFn: () => kgApi.entities(query, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useBaseGraph(kgBaseId: string, withValues: boolean, enabled = true) {
  return useQuery({
    queryKey: KG_KEYS.baseGraph(kgBaseId, withValues),
    queryFn: () => kgApi.baseGraph(kgBaseId, withValues),
    enabled,
  });
}

export function useAttributeDataTypes() {
  return useQuery({
    queryKey: KG_KEYS.dataTypes,
    queryFn: kgApi.attributeDataTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
