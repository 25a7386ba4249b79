import type { ScreenNode } from '../../shared/screen/node';
import { walkTree } from '../../shared/screen/node-index';
import { tagDefinition } from '../../shared/screen/tags/registry';

/** How the layer outline and the page's module list name an element. */
export interface OutlineLabel {
  name: string;
  /** A text the element shows, to tell two cards of one kind apart. */
  hint: string;
}

const MEDIA_ADDRESS = /^(\/|https?:)/;

/** The Chinese tag name (unknown tags show their tag) and the element's first text. */
export function outlineLabel(node: ScreenNode): OutlineLabel {
  const hint = Object.values(node.data).find(
    (value): value is string =>
      typeof value === 'string' && value.trim() !== '' && !MEDIA_ADDRESS.test(value),
  );
  return { name: tagDefinition(node.tag)?.name ?? `未知组件 ${node.tag}`, hint: hint ?? '' };
}

/** Ids of every element with children (all expanded by default). */
export function parentIds(root: ScreenNode): string[] {
  const ids: string[] = [];
  walkTree(root, (node) => {
    if (node.children.length > 0) ids.push(node.id);
  });
  return ids;
}
