import type { FieldMeta } from '../../shared/screen/fields';
import { updateNode } from '../../shared/screen/operations/update';
import type { EditorCommands } from '../store/editor-store';
import { childTarget, type FieldTarget } from './field-commands';

/**
 * Adding, removing and reordering the entries of a data-source list. Each is one undo step and
 * changes only the entries it touches (small patches for the iframe and autosave).
 */

const MEASURE_WORDS = /^[个张条段项行组]/;

/** What one entry is called on buttons: 添加卡片, 删除问题 (list labels are counted: '张卡片'). */
export function entryNoun(meta: FieldMeta): string {
  const noun = (meta.itemLabel ?? '').replace(MEASURE_WORDS, '');
  return noun || meta.label;
}

type Edit = Pick<EditorCommands, 'edit'>;

export function appendEntry(
  commands: Edit,
  target: FieldTarget,
  meta: FieldMeta,
  list: readonly unknown[],
  entry: unknown,
) {
  return commands.edit(`添加${entryNoun(meta)}`, (draft) =>
    updateNode(draft, { ...childTarget(target, list.length), value: entry }),
  );
}

export function removeEntry(commands: Edit, target: FieldTarget, meta: FieldMeta, index: number) {
  return commands.edit(`删除${entryNoun(meta)}`, (draft) =>
    updateNode(draft, { ...childTarget(target, index), value: undefined }),
  );
}

/** Swaps an entry with its neighbour above (-1) or below (+1). */
export function moveEntry(
  commands: Edit,
  target: FieldTarget,
  meta: FieldMeta,
  list: readonly unknown[],
  index: number,
  step: -1 | 1,
) {
  const other = index + step;
  if (other < 0 || other >= list.length) return false;
  return commands.edit(`移动${entryNoun(meta)}`, (draft) => {
    updateNode(draft, { ...childTarget(target, index), value: list[other] });
    updateNode(draft, { ...childTarget(target, other), value: list[index] });
  });
}
