import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createElement } from 'react';
import { DICTIONARY_MSG, type DictionarySummary, dictionaryInUse } from '../../shared/api/dictionaries';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { dictionaryApi } from './dictionary-api';
import { DICTIONARY_KEYS } from './dictionary-queries';

/**
 * Enable/disable and delete a dictionary from the list or its page. Deleting first asks which
 * intents fill slots from it: then it says so and offers nothing to confirm (the server refuses
 * too); otherwise it asks before deleting.
 */
export function useDictionaryActions({ onDeleted }: { onDeleted?(): void } = {}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const toggle = useMutation({
    mutationFn: (dictionary: DictionarySummary) => dictionaryApi.enable(dictionary.id, !dictionary.enabled),
    onSuccess: (saved) => {
      feedback.success(saved.enabled ? DICTIONARY_MSG.enabled : DICTIONARY_MSG.disabled);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (dictionary: DictionarySummary) => dictionaryApi.remove(dictionary.id),
    onSuccess: () => {
      feedback.success(MSG.deleted);
      refresh();
      onDeleted?.();
    },
  });
  const checking = useMutation({
    mutationFn: (dictionary: DictionarySummary) => dictionaryApi.usage(dictionary.id),
  });

  return {
    toggle(dictionary: DictionarySummary) {
      if (!dictionary.enabled) {
        toggle.mutate(dictionary);
        return;
      }
      modal.confirm({
        title: `停用词典「${dictionary.name}」？`,
        content: '停用后，用它填充的槽位不再识别其中的词条，可随时重新启用。',
        okText: '停用',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => toggle.mutateAsync(dictionary).catch(() => undefined),
      });
    },
    async remove(dictionary: DictionarySummary) {
      const usage = await checking.mutateAsync(dictionary).catch(() => null);
      if (!usage) return;
      if (usage.intents.length > 0) {
        modal.warning({
          title: `词典「${dictionary.name}」不能删除`,
          content: createElement(
            'div',
            null,
            dictionaryInUse(usage.intents.map((intent) => intent.name)),
            createElement(
              'ul',
              { style: { margin: '8px 0 0', paddingInlineStart: 20 } },
              usage.intents.map((intent) =>
                createElement('li', { key: intent.id }, `${intent.name}：槽位 ${intent.slots.join('、')}`),
              ),
            ),
          ),
          okText: '知道了',
        });
        return;
      }
      modal.confirm({
        title: `删除词典「${dictionary.name}」？`,
        content: `其中的 ${dictionary.entryCount} 个词条将一并删除，删除后不可恢复。`,
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(dictionary).catch(() => undefined),
      });
    },
    pending: toggle.isPending || remove.isPending || checking.isPending,
  };
}
