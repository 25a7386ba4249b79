import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../../shared/screen/categories';
import { PAGE_TYPE_NAMES, type PageType, type ScreenDocument } from '../../shared/screen/document';
import { createId, type IdFactory } from '../../shared/screen/ids';
import {
  addPage,
  duplicatePage,
  movePage,
  removePage,
  renamePage,
  uniquePageName,
} from '../../shared/screen/operations/pages';
import { orientationOf } from '../../shared/screen/orientation';
import { pageFromTemplate } from '../../shared/screen/templates/instantiate';
import { findTemplates } from '../../shared/screen/templates/library';
import type { EditorStore } from '../store/editor-store';

/** Page list edits; each is one undoable step, and the page it creates becomes the current page. */

/** The template category of the configuration: its main page's theme. */
function documentCategory(doc: ScreenDocument): TemplateCategory {
  const theme = doc.pages.find((page) => page.type === 'MAIN')?.ast.attrs.theme;
  return TEMPLATE_CATEGORIES.find((category) => category === theme) ?? 'other';
}

/** Adds a page of a type, from the first template of that type in the configuration's category. */
export function addPageOfType(store: EditorStore, type: PageType, ids: IdFactory = createId): void {
  const { doc } = store.getState();
  const orientation = orientationOf(doc.global.screenSize);
  const template =
    findTemplates({ category: documentCategory(doc), pageType: type, orientation })[0] ??
    findTemplates({ pageType: type, orientation })[0];
  if (!template) return;
  const page = pageFromTemplate(template, ids, uniquePageName(doc, PAGE_TYPE_NAMES[type]));
  if (store.commands.edit('添加页面', (draft) => addPage(draft, page))) store.commands.setPage(page.id);
}

export function copyPage(store: EditorStore, pageId: string, ids: IdFactory = createId): void {
  let copyId = '';
  const applied = store.commands.edit('复制页面', (draft) => {
    const original = draft.pages.find((page) => page.id === pageId);
    copyId = duplicatePage(draft, pageId, ids, original && uniquePageName(draft, `${original.name} 副本`));
  });
  if (applied) store.commands.setPage(copyId);
}

export function renamePageTo(store: EditorStore, pageId: string, name: string): void {
  const trimmed = name.trim();
  if (trimmed) store.commands.edit('重命名页面', (draft) => renamePage(draft, pageId, trimmed));
}

export function movePageBy(store: EditorStore, pageId: string, step: -1 | 1): void {
  const index = store.getState().doc.pages.findIndex((page) => page.id === pageId);
  if (index < 0) return;
  store.commands.edit(step < 0 ? '上移页面' : '下移页面', (draft) => movePage(draft, pageId, index + step));
}

export function deletePage(store: EditorStore, pageId: string): void {
  store.commands.edit('删除页面', (draft) => removePage(draft, pageId));
}
