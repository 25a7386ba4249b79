import { useMutation } from '@tanstack/react-query';
import { feedback } from '../../app/feedback';
import { type NameFields, NameFormModal } from './NameFormModal';
import type { KindFormProps } from './ResourceListScreen';
import type { ListRow } from './resource-kind';

/**
 * A kind's form when a name (and a description) is all a row needs (its `nameForm`): 新建 with
 * no row, 编辑 with one.
 */
export function NameForm<T extends ListRow>({
  kind,
  projectId,
  open,
  editing,
  onClose,
  onSaved,
}: KindFormProps<T>) {
  const { nameForm: form, noun } = kind;
  const save = useMutation({
    mutationFn: ({ name, description = '' }: NameFields) => {
      if (!form) throw new Error(`${noun}没有名称表单`);
      if (!editing) return form.create(projectId, { name, description });
      if (!form.edit) throw new Error(`${noun}不能在这里重命名`);
      return form.edit(editing.id, { name, description });
    },
    onSuccess: (row) => {
      const message = editing ? form?.saved : form?.created;
      if (message) feedback.success(message);
      onSaved(row);
    },
  });
  if (!form) return null;
  return (
    <NameFormModal
      open={open}
      title={`${editing ? '编辑' : '新建'}${noun}`}
      nameLabel={form.nameLabel ?? `${noun}名称`}
      nameRule={form.nameRule}
      withDescription={form.withDescription}
      initial={editing ?? undefined}
      saving={save.isPending}
      onClose={onClose}
      onSave={(fields) => save.mutate(fields)}
    />
  );
}
