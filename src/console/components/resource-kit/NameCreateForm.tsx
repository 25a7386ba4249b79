import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { feedback } from '../../app/feedback';
import { type NameFields, NameFormModal } from './NameFormModal';
import type { KindFormProps } from './ResourceListScreen';

export interface NameCreateFormProps<T> extends KindFormProps<T> {
  /** What is named, e.g. 动作: the title 新建动作. */
  noun: string;
  nameLabel: string;
  nameRule: z.ZodType;
  withDescription?: boolean;
  create(projectId: string, fields: Required<NameFields>): Promise<{ id: string; name: string }>;
  /** The toast once created (动作已创建). */
  created: string;
}

/** A kind's 新建 form when a name (and a description) is all a new row needs. */
export function NameCreateForm<T>({ noun, create, created, ...props }: NameCreateFormProps<T>) {
  const save = useMutation({
    mutationFn: (fields: NameFields) =>
      create(props.projectId, { name: fields.name, description: fields.description ?? '' }),
    onSuccess: (row) => {
      feedback.success(created);
      props.onSaved(row);
    },
  });
  return (
    <NameFormModal
      open={props.open}
      title={`新建${noun}`}
      nameLabel={props.nameLabel}
      nameRule={props.nameRule}
      withDescription={props.withDescription}
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(fields) => save.mutate(fields)}
    />
  );
}
