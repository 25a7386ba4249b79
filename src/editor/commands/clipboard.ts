import type { Draft } from 'immer';
import type { ScreenDocument } from '../../shared/screen/document';
import { createId, type IdFactory } from '../../shared/screen/ids';
import type { ScreenNode } from '../../shared/screen/node';
import { walkTree } from '../../shared/screen/node-index';
import { cloneWithFreshIds } from '../../shared/screen/operations/duplicate';
import {
  type FoundNode,
  findNode,
  ScreenOperationError,
  snapshotOf,
} from '../../shared/screen/operations/find';
import { insertNode } from '../../shared/screen/operations/insert';
import { selectionRoots } from '../../shared/screen/operations/selection-roots';
import { acceptsChild, tagDefinition } from '../../shared/screen/tags/registry';
import { currentPage } from '../queries/current-page';
import type { EditorStore } from '../store/editor-store';

/**
 * Copy and paste of elements. What is copied is a frozen snapshot of the selected subtrees (the
 * document's own immutable nodes: copying costs nothing); pasting clones them with fresh ids.
 */
export interface ElementClipboard {
  nodes: readonly ScreenNode[];
}

/** Free layers pasted where they came from would hide their original: offset them a little. */
const PASTED_LAYER_OFFSET = 20;

export function copySelection(store: EditorStore): ElementClipboard | null {
  const { doc, selection } = store.getState();
  const roots = selectionRoots(doc, selection);
  return roots.length === 0 ? null : { nodes: roots.map((found) => found.node) };
}

interface Placement {
  parentId: string;
  index: number;
}

/** The first element of a page (regions before the page root) that takes a tag. */
function firstAccepting(page: ScreenNode, tag: string): string | undefined {
  let region: string | undefined;
  let root: string | undefined;
  walkTree(page, (node, depth) => {
    if (!acceptsChild(node.tag, tag)) return;
    if (depth === 0) root ??= node.id;
    else region ??= node.id;
  });
  return region ?? root;
}

/**
 * Where a pasted element goes: after the selected element when its parent takes it, into the
 * selected element when that is a region that takes it, else into the page's first region that
 * takes it (free layers: onto the page itself).
 */
function placementFor(
  doc: ScreenDocument,
  page: ScreenNode,
  anchor: FoundNode | undefined,
  tag: string,
): Placement {
  if (anchor?.parent && acceptsChild(anchor.parent.tag, tag)) {
    return { parentId: anchor.parent.id, index: anchor.index + 1 };
  }
  if (anchor && acceptsChild(anchor.node.tag, tag)) {
    return { parentId: anchor.node.id, index: anchor.node.children.length };
  }
  const isLayer = tagDefinition(tag)?.kind === 'layer';
  const parentId = isLayer && acceptsChild(page.tag, tag) ? page.id : firstAccepting(page, tag);
  if (parentId === undefined) {
    throw new ScreenOperationError(`这里不能放置${tagDefinition(tag)?.name ?? tag}`);
  }
  return { parentId, index: findNode(doc, parentId)!.node.children.length };
}

function offsetLayer(node: ScreenNode): ScreenNode {
  if (tagDefinition(node.tag)?.kind !== 'layer') return node;
  const shift = (value: unknown) => (typeof value === 'number' ? value + PASTED_LAYER_OFFSET : value);
  return { ...node, attrs: { ...node.attrs, x: shift(node.attrs.x), y: shift(node.attrs.y) } };
}

/** Inserts copies of the clipboard's elements after the selection (or in the page) and selects them. */
export function pasteClipboard(
  store: EditorStore,
  clipboard: ElementClipboard,
  ids: IdFactory = createId,
): void {
  const state = store.getState();
  const page = currentPage(state);
  if (!page) return;
  const anchorId = state.selection.findLast((id) => findNode(state.doc, id)?.page.id === page.id);
  const pasted: string[] = [];
  const applied = store.commands.edit('粘贴', (draft: Draft<ScreenDocument>) => {
    const doc = draft as ScreenDocument;
    let anchor = anchorId === undefined ? undefined : findNode(snapshotOf(doc), anchorId);
    for (const original of clipboard.nodes) {
      const copy = offsetLayer(cloneWithFreshIds(original, ids));
      const { parentId, index } = placementFor(snapshotOf(doc), page.ast, anchor, copy.tag);
      insertNode(doc, { parentId, index }, copy);
      pasted.push(copy.id);
      // The next copy goes after this one, keeping the copied order.
      anchor = findNode(snapshotOf(doc), copy.id);
    }
  });
  if (applied) store.commands.select(pasted);
}
