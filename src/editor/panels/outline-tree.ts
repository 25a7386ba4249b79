import type { ScreenNode } from '../../shared/screen/node';
import { tagDefinition } from '../../shared/screen/tags/registry';

/** One row of the layer outline. */
export interface OutlineItem {
  key: string;
  tag: string;
  name: string;
  /** A text the element shows, to tell two cards of one kind apart. */
  hint: string;
  children: OutlineItem[];
}

const MEDIA_ADDRESS = /^(\/|https?:)/;

function hintOf(node: ScreenNode): string {
  const text = Object.values(node.data).find(
    (value): value is string =>
      typeof value === 'string' && value.trim() !== '' && !MEDIA_ADDRESS.test(value),
  );
  return text ?? '';
}

/** The outline of a page's tree, with the Chinese tag names (unknown tags show their tag). */
export function outlineOf(node: ScreenNode): OutlineItem {
  return {
    key: node.id,
    tag: node.tag,
    name: tagDefinition(node.tag)?.name ?? `未知组件 ${node.tag}`,
    hint: hintOf(node),
    children: node.children.map(outlineOf),
  };
}

/** Ids of every element with children (all expanded by default). */
export function parentKeys(item: OutlineItem, into: string[] = []): string[] {
  if (item.children.length > 0) {
    into.push(item.key);
    for (const child of item.children) parentKeys(child, into);
  }
  return into;
}
