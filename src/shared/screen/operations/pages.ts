import type { ScreenDocument, ScreenPage } from '../document';
import type { IdFactory } from '../ids';
import type { ScreenNode } from '../node';
import { cloneWithFreshIds } from './duplicate';
import { ScreenOperationError, snapshotOf } from './find';

/** Page list edits: add, copy, rename, reorder, delete, and swap a page's content for a template. */

/** A page name not yet used in the document: 导航页, 导航页2, 导航页3, ... */
export function uniquePageName(doc: Pick<ScreenDocument, 'pages'>, base: string): string {
  const taken = new Set(doc.pages.map((page) => page.name));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

function pageIndexOf(doc: ScreenDocument, pageId: string): number {
  const index = doc.pages.findIndex((page) => page.id === pageId);
  if (index < 0) throw new ScreenOperationError(`找不到页面：${pageId}`);
  return index;
}

export function addPage(doc: ScreenDocument, page: ScreenPage, index = doc.pages.length): void {
  if (doc.pages.some((existing) => existing.id === page.id))
    throw new ScreenOperationError(`页面编号重复：${page.id}`);
  doc.pages.splice(Math.max(0, Math.min(index, doc.pages.length)), 0, page);
}

/** A configuration keeps at least one main page. */
export function removePage(doc: ScreenDocument, pageId: string): void {
  const index = pageIndexOf(doc, pageId);
  const page = doc.pages[index];
  if (page.type === 'MAIN' && doc.pages.filter((other) => other.type === 'MAIN').length === 1) {
    throw new ScreenOperationError('至少需要保留一个主页');
  }
  doc.pages.splice(index, 1);
}

export function renamePage(doc: ScreenDocument, pageId: string, name: string): void {
  doc.pages[pageIndexOf(doc, pageId)].name = name;
}

export function movePage(doc: ScreenDocument, pageId: string, index: number): void {
  const [page] = doc.pages.splice(pageIndexOf(doc, pageId), 1);
  doc.pages.splice(Math.max(0, Math.min(index, doc.pages.length)), 0, page);
}

/** Copies a page right after the original, with fresh ids. Returns the new page id. */
export function duplicatePage(
  doc: ScreenDocument,
  pageId: string,
  createId: IdFactory,
  name?: string,
): string {
  const index = pageIndexOf(doc, pageId);
  const original = snapshotOf(doc).pages[index];
  const copy: ScreenPage = {
    id: createId(),
    name: name ?? `${original.name} 副本`,
    type: original.type,
    ast: cloneWithFreshIds(original.ast, createId),
  };
  doc.pages.splice(index + 1, 0, copy);
  return copy.id;
}

/** Replaces a page's whole tree (using a template on a main or wake-up page). */
export function replacePageAst(doc: ScreenDocument, pageId: string, ast: ScreenNode): void {
  doc.pages[pageIndexOf(doc, pageId)].ast = ast;
}
