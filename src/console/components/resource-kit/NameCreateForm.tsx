import { useMutation } from '@tanstack/react-query';
import { feedback } from '../../app/feedback';
import { type NameFields, NameFormModal } from './NameFormModal';
import type { KindFormProps } from './ResourceListScreen';
import type { ListRow } from './resource-kind';

/** A kind's 新建 form when a name (and a description) is all a new row needs (its `create`). */
export function NameCreateForm<T extends ListRow>({
  kind,
  projectId,
  open,
  onClose,
  onSaved,
}: KindFormProps<T>) {
  const { create, noun } = kind;
  const save = useMutation({
    mutationFn: (fields: NameFields) => {
      if (!create) throw new Error(`${noun}没有新建表单`);
      return create.call(projectId, { name: fields.name, description: fields.description ?? '' });
    },
    onSuccess: (row) => {
      if (create) feedback.success(create.message);
      onSaved(row);
    },
  });
  if (!create) return null;
  return (
    <NameFormModal
      open={open}
      title={`新建${noun}`}
      nameLabel={create.nameLabel ?? `${noun}名称`}
      nameRule={create.nameRule}
      withDescription={create.withDescription}
      saving={save.isPending}
      onClose={onClose}
      onSave={(fields) => save.mutate(fields)}
    />
  );
}
