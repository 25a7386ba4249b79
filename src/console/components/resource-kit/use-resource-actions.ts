import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { MSG } from '../../../shared/messages';
import { feedback } from '../../app/feedback';
import { PERMISSION_KEYS } from '../../permissions/use-passed-operations';
import type { ListRow, ResourceKind } from './resource-kind';

/**
 * Enable or disable a row, delete it, or make one of the kind's own calls on it, from its list
 * and its page. Disabling asks first;
 * deleting first asks what uses the row (refused while anything does), then for a confirmation.
 * Each refreshes the kind's lists and the batch operations.
 */
export function useResourceActions<T extends ListRow>(
  kind: ResourceKind<T>,
  { onDeleted }: { onDeleted?(row: T): void } = {},
) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: kind.refreshKey });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const toggle = useMutation({
    mutationFn: (row: T) => {
      if (!kind.enable) throw new Error(`${kind.noun}不能停用`);
      return kind.enable.call(row.id, !row.enabled);
    },
    onSuccess: (saved) => {
      const messages = kind.enable?.messages;
      if (messages) feedback.success(saved.enabled ? messages.enabled : messages.disabled);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (row: T) => {
      await kind.remove.call(row.id);
      return row;
    },
    onSuccess: (row) => {
      feedback.success(kind.remove.message ?? MSG.deleted);
      refresh();
      onDeleted?.(row);
    },
  });
  const calling = useMutation({
    mutationFn: ({ name, row }: { name: string; row: T }) => {
      const call = kind.calls?.[name];
      if (!call) throw new Error(`${kind.noun}没有「${name}」操作`);
      return call.call(row.id).then(() => call.message);
    },
    onSuccess: (message) => {
      feedback.success(message);
      refresh();
    },
  });
  const checking = useMutation({ mutationFn: async (row: T) => (await kind.remove.usedBy?.(row)) ?? null });

  return {
    /** The kind's own call (构建, 设为默认) on a row. */
    call: (name: string, row: T) => calling.mutate({ name, row }),
    calling: calling.isPending,
    toggle(row: T) {
      if (!row.enabled) {
        toggle.mutate(row);
        return;
      }
      modal.confirm({
        title: `停用${kind.noun}「${row.name}」？`,
        content: kind.enable?.effect,
        okText: '停用',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => toggle.mutateAsync(row).catch(() => undefined),
      });
    },
    async remove(row: T) {
      const users = await checking.mutateAsync(row).catch(() => undefined);
      // The usage could not be read: the request layer has said why.
      if (users === undefined) return;
      if (users !== null) {
        modal.warning({ title: `${kind.noun}「${row.name}」不能删除`, content: users, okText: '知道了' });
        return;
      }
      modal.confirm({
        title: `删除${kind.noun}「${row.name}」？`,
        content: kind.remove.effect(row),
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(row).catch(() => undefined),
      });
    },
    pending: toggle.isPending || remove.isPending || checking.isPending || calling.isPending,
  };
}
