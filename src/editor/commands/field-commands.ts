import type { FieldMeta } from '../../shared/screen/fields';
import { type NodeUpdate, updateMergeKey, updateNode } from '../../shared/screen/operations/update';
import type { EditorCommands } from '../store/editor-store';

/** Edits made from the property panel's fields: each is one undo step named after its field. */

/** Where a form field writes: one value of one node's data, attrs or styles. */
export type FieldTarget = Omit<NodeUpdate, 'value'>;

export function childTarget(target: FieldTarget, ...keys: (string | number)[]): FieldTarget {
  return { ...target, path: [...target.path, ...keys] };
}

type Edit = Pick<EditorCommands, 'edit'>;

/**
 * Writes a field's value. `typing` edits (texts, typed numbers) share the field's merge key, so a
 * run of keystrokes is one undo step.
 */
export function writeField(
  commands: Edit,
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

/**
 * Chooses a map point for a destination: its id, and its name into the entry's name field
 * (`namePath`, when the module has one) in the same step. Clearing the point keeps the name.
 */
export function writeMapPoint(
  commands: Edit,
  target: FieldTarget,
  meta: Pick<FieldMeta, 'label'>,
  point: { id: string; name: string } | null | undefined,
  namePath: (string | number)[] | null,
): boolean {
  return commands.edit(`修改${meta.label}`, (draft) => {
    updateNode(draft, { ...target, value: point?.id ?? '' });
    if (point && namePath) updateNode(draft, { ...target, path: namePath, value: point.name });
  });
}
