import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KG_MSG, type KgBaseSummary } from '../../shared/api/knowledge-graph';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { kgApi } from './kg-api';
import { KG_KEYS } from './kg-queries';

/** 构建 a base (list and page); the bases are refreshed after, and followed while building. */
export function useBuildBase() {
  const queryClient = useQueryClient();
  const build = useMutation({
    mutationFn: (base: KgBaseSummary) => kgApi.build(base.id),
    onSuccess: () => {
      feedback.success(KG_MSG.buildStarted);
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
    },
  });
  return { build: (base: KgBaseSummary) => build.mutate(base), building: build.isPending };
}
