import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DICTIONARY_MSG, type DictionaryFields, type DictionarySummary } from '../../shared/api/dictionaries';
import { feedback } from '../app/feedback';
import { NameDescriptionDrawer } from '../components/resource-kit/NameDescriptionDrawer';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { dictionaryApi } from './dictionary-api';
import { DICTIONARY_KEYS } from './dictionary-queries';

export interface DictionaryFormDrawerProps {
  projectId: string;
  open: boolean;
  /** The dictionary being renamed; none: a new one. */
  editing?: DictionarySummary;
  onClose(): void;
  onSaved(dictionary: DictionarySummary): void;
}

/** 新建词典 / 编辑词典: its name and what it holds. */
export function DictionaryFormDrawer({
  projectId,
  open,
  editing,
  onClose,
  onSaved,
}: DictionaryFormDrawerProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (fields: DictionaryFields) =>
      editing ? dictionaryApi.edit(editing.id, fields) : dictionaryApi.create(projectId, fields),
    onSuccess: (dictionary) => {
      feedback.success(editing ? DICTIONARY_MSG.saved : DICTIONARY_MSG.created);
      void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onSaved(dictionary);
    },
  });
  return (
    <NameDescriptionDrawer
      open={open}
      noun="词典"
      editing={editing}
      namePlaceholder="如：展厅、设施、城市"
      descriptionPlaceholder="这个词典收录哪些词，给哪些意图的槽位用"
      saving={save.isPending}
      onSubmit={(fields) => save.mutate(fields)}
      onClose={onClose}
    />
  );
}
