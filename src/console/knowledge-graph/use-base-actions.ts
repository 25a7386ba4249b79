import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { KG_MSG, type KgBaseSummary } from '../../shared/api/knowledge-graph';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { kgApi } from './kg-api';
import { KG_KEYS } from './kg-queries';

/** Build and delete a base (list and detail); deleting asks first; each refreshes the bases. */
export function useBaseActions({ onDeleted }: { onDeleted?(): void } = {}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const build = useMutation({
    mutationFn: (base: KgBaseSummary) => kgApi.build(base.id),
    onSuccess: () => {
      feedback.success(KG_MSG.buildStarted);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (base: KgBaseSummary) => kgApi.removeBase(base.id),
    onSuccess: () => {
      feedback.success(KG_MSG.deleted);
      refresh();
      onDeleted?.();
    },
  });
  return {
    build: (base: KgBaseSummary) => build.mutate(base),
    building: build.isPending,
    remove(base: KgBaseSummary) {
      modal.confirm({
        title: `删除知识图谱「${base.name}」？`,
        content: `其中的 ${base.conceptCount} 个概念、${base.entityCount} 个实体一并删除，不可恢复；使用它的机器人不再能回答图谱问题。`,
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(base).catch(() => undefined),
      });
    },
    pending: build.isPending || remove.isPending,
  };
}
