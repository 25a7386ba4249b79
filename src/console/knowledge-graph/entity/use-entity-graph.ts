import { useQuery } from '@tanstack/react-query';
import { kgApi } from '../kg-api';
import { useKnowledgeGraph } from '../kg-store';

/** The neighbourhood of the selected entity (entityGraph, one step, with attribute values). */
export function useEntityGraph(entityId: string | null) {
  const kgBaseId = useKnowledgeGraph((state) => state.knowledgeGraphID);
  return useQuery({
    queryKey: ['kg', 'content', kgBaseId, 'entityGraph', entityId],
    queryFn: () => kgApi.entityGraph(entityId as string, 1),
    enabled: entityId !== null,
  });
}
