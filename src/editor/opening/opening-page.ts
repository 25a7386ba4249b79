import type { ScreenDocument } from '../../shared/screen/document';
import { findNode } from '../../shared/screen/operations/find';
import { shownPageId } from '../store/shown-page';

/** Where the editor is asked to open (the publish screen links to a page and an element). */
export interface OpeningTarget {
  pageId?: string;
  nodeId?: string;
}

/** The target in the editor's address (`?page=…&node=…`). */
export const openingTargetOf = (search: URLSearchParams): OpeningTarget => ({
  pageId: search.get('page') ?? undefined,
  nodeId: search.get('node') ?? undefined,
});

/** The page the editor opens on: the one holding the element asked for, else the page asked for. */
export function openingPageId(doc: ScreenDocument, target: OpeningTarget): string {
  const holding = target.nodeId ? findNode(doc, target.nodeId)?.page.id : undefined;
  return shownPageId(doc, holding ?? target.pageId);
}
