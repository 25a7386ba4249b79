import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { INTENT_MSG, type IntentSummary } from '../../shared/api/intents';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { intentApi } from './intent-api';
import { INTENT_KEYS } from './intent-queries';

/** Enable/disable and delete an intent from the list or its page; disabling and deleting ask first. */
export function useIntentActions({ onDeleted }: { onDeleted?(): void } = {}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: INTENT_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const toggle = useMutation({
    mutationFn: (intent: IntentSummary) => intentApi.enable(intent.id, !intent.enabled),
    onSuccess: (saved) => {
      feedback.success(saved.enabled ? INTENT_MSG.enabled : INTENT_MSG.disabled);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (intent: IntentSummary) => intentApi.remove(intent.id),
    onSuccess: () => {
      feedback.success(MSG.deleted);
      refresh();
      onDeleted?.();
    },
  });
  return {
    toggle(intent: IntentSummary) {
      if (!intent.enabled) {
        toggle.mutate(intent);
        return;
      }
      modal.confirm({
        title: `停用意图「${intent.name}」？`,
        content: '停用后机器人不再识别这个意图，可随时重新启用。',
        okText: '停用',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => toggle.mutateAsync(intent).catch(() => undefined),
      });
    },
    remove(intent: IntentSummary) {
      modal.confirm({
        title: `删除意图「${intent.name}」？`,
        content: `它的 ${intent.exampleCount} 条例句和 ${intent.slotNames.length} 个槽位将一并删除，删除后不可恢复。`,
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(intent).catch(() => undefined),
      });
    },
    pending: toggle.isPending || remove.isPending,
  };
}
