import type { FieldMeta } from '../../../shared/screen/fields';
import { type NodeUpdate, updateMergeKey, updateNode } from '../../../shared/screen/operations/update';
import type { EditorCommands } from '../../store/editor-store';

/** Where a form field writes: one value of one node's data, attrs or styles. */
export type FieldTarget = Omit<NodeUpdate, 'value'>;

export function childTarget(target: FieldTarget, ...keys: (string | number)[]): FieldTarget {
  return { ...target, path: [...target.path, ...keys] };
}

/**
 * Writes a field's value as a document edit named after the field. `typing` edits (texts,
 * typed numbers) share the field's merge key, so a run of keystrokes is one undo step.
 */
export function writeField(
  commands: Pick<EditorCommands, 'edit'>,
  target: FieldTarget,
  meta: Pick<FieldMeta, 'label'>,
  value: unknown,
  { typing = false }: { typing?: boolean } = {},
): boolean {
  return commands.edit(
    `修改${meta.label}`,
    (draft) => updateNode(draft, { ...target, value }),
    typing ? { mergeKey: updateMergeKey(target) } : undefined,
  );
}
