import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { QA_MSG, type QaLibrarySummary } from '../../shared/api/qa';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { qaApi } from './qa-api';
import { QA_KEYS } from './qa-queries';

/**
 * What one can do to a library from the list and from its page: enable or disable it, delete
 * it. Disabling and deleting ask first; each refreshes the Q&A data.
 */
export function useQaLibraryActions({ onDeleted }: { onDeleted?(library: QaLibrarySummary): void } = {}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: QA_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const toggle = useMutation({
    mutationFn: (library: QaLibrarySummary) => qaApi.enableLibrary(library.id, !library.enabled),
    onSuccess: (library) => {
      feedback.success(library.enabled ? QA_MSG.libraryEnabled : QA_MSG.libraryDisabled);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (library: QaLibrarySummary) => {
      await qaApi.removeLibrary(library.id);
      return library;
    },
    onSuccess: (library) => {
      feedback.success(MSG.deleted);
      refresh();
      onDeleted?.(library);
    },
  });
  return {
    toggle(library: QaLibrarySummary) {
      if (!library.enabled) {
        toggle.mutate(library);
        return;
      }
      modal.confirm({
        title: `停用问答库「${library.name}」？`,
        content: '停用后机器人不再用其中的问答回答访客，可随时重新启用。',
        okText: '停用',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => toggle.mutateAsync(library).catch(() => undefined),
      });
    },
    remove(library: QaLibrarySummary) {
      modal.confirm({
        title: `删除问答库「${library.name}」？`,
        content:
          library.pairCount > 0
            ? `其中的 ${library.pairCount} 条问答和全部分类将一并删除，且不可恢复。建议先导出备份。`
            : '删除后不可恢复。',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(library).catch(() => undefined),
      });
    },
    pending: toggle.isPending || remove.isPending,
  };
}
