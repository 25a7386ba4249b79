import { useCallback, useMemo, useState } from 'react';
import type { GraphAnswer } from '../../../shared/api/knowledge-graph';
import { kgApi } from '../kg-api';
import { mergeAnswers, viewOf } from './from-answer';

const NOTHING: GraphAnswer = { nodes: [], edges: [], truncated: false };

/**
 * A graph answer plus the neighbourhoods loaded by double-clicking nodes (entityGraph around
 * each). A new starting answer forgets the expansions.
 */
export function useExpandableGraph(start: GraphAnswer | undefined) {
  const [expansions, setExpansions] = useState<{ from: GraphAnswer | undefined; more: GraphAnswer }>({
    from: start,
    more: NOTHING,
  });
  const more = expansions.from === start ? expansions.more : NOTHING;
  const answer = useMemo(() => mergeAnswers(start ?? NOTHING, more), [start, more]);
  const view = useMemo(() => viewOf(answer), [answer]);
  const expand = useCallback(
    async (entityId: string) => {
      if (entityId.startsWith('value:')) return;
      const around = await kgApi.entityGraph(entityId, 1);
      setExpansions((current) => ({
        from: start,
        more: mergeAnswers(current.from === start ? current.more : NOTHING, around),
      }));
    },
    [start],
  );
  return { answer, view, expand };
}
