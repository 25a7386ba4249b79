import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { QaBatchAction } from '../../shared/api/qa';
import { feedback } from '../app/feedback';
import { qaApi } from './qa-api';
import { QA_KEYS } from './qa-queries';

interface BatchCall {
  ids: string[];
  action: QaBatchAction;
  categoryId?: string | null;
  tags?: string[];
}

/**
 * Batch actions on pairs (one pair is a batch of one): the server says how many changed.
 * Deleting asks first.
 */
export function usePairBatch(libraryId: string, onDone: () => void) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: ({ ids, action, ...extra }: BatchCall) => qaApi.batch(libraryId, ids, action, extra),
    onSuccess: (_, call) => {
      if (call.action === 'DELETE') feedback.success(`已删除 ${call.ids.length} 条问答`);
      else if (call.ids.length > 1) feedback.success(`已处理 ${call.ids.length} 条问答`);
      void queryClient.invalidateQueries({ queryKey: QA_KEYS.all });
      onDone();
    },
  });
  return {
    run: (call: BatchCall, after?: () => void) => run.mutate(call, { onSuccess: after }),
    remove(ids: string[], label: string) {
      modal.confirm({
        title: ids.length === 1 ? `删除问答「${label}」？` : `删除选中的 ${ids.length} 条问答？`,
        content: '删除后不可恢复，机器人将不再用它们回答。',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => run.mutateAsync({ ids, action: 'DELETE' }).catch(() => undefined),
      });
    },
    pending: run.isPending,
  };
}
