import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { MSG } from '../../../shared/messages';
import { feedback } from '../../app/feedback';
import { PERMISSION_KEYS } from '../../permissions/use-passed-operations';
import type { ContentRow } from './content-row';

export interface ContentActionsOptions {
  /** What the row is called in confirmations: 动作, 热词表, 兜底设置. */
  noun: string;
  /** What disabling and deleting mean for the robots, said in the confirmation. */
  disableEffect: string;
  deleteEffect: string;
  enable(id: string, enabled: boolean): Promise<ContentRow>;
  remove(id: string): Promise<unknown>;
  refreshKey: QueryKey;
  messages: { enabled: string; disabled: string };
  onDeleted?(row: ContentRow): void;
}

/**
 * Enable or disable a row and delete it, from its list and its page. Disabling and deleting ask
 * first; each refreshes the area's lists and the batch operations.
 */
export function useContentActions(options: ContentActionsOptions) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: options.refreshKey });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const toggle = useMutation({
    mutationFn: (row: ContentRow) => options.enable(row.id, !row.enabled),
    onSuccess: (row) => {
      feedback.success(row.enabled ? options.messages.enabled : options.messages.disabled);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (row: ContentRow) => {
      await options.remove(row.id);
      return row;
    },
    onSuccess: (row) => {
      feedback.success(MSG.deleted);
      refresh();
      options.onDeleted?.(row);
    },
  });
  return {
    toggle(row: ContentRow) {
      if (!row.enabled) {
        toggle.mutate(row);
        return;
      }
      modal.confirm({
        title: `停用${options.noun}「${row.name}」？`,
        content: options.disableEffect,
        okText: '停用',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => toggle.mutateAsync(row).catch(() => undefined),
      });
    },
    remove(row: ContentRow) {
      modal.confirm({
        title: `删除${options.noun}「${row.name}」？`,
        content: options.deleteEffect,
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(row).catch(() => undefined),
      });
    },
    pending: toggle.isPending || remove.isPending,
  };
}
