import { createId } from '../../shared/screen/ids';
import { applyTemplate } from '../../shared/screen/templates/instantiate';
import type { ScreenTemplate } from '../../shared/screen/templates/template';
import type { PageSummary } from '../pages/use-page-summaries';
import type { EditorStore } from '../store/editor-store';

/**
 * What using a template does (spec 'Screen pieces' 2): a main or wake-up template replaces that
 * page (the current page when it is of that type, else the first one); other templates, and a
 * main or wake-up template when the configuration has no such page, are added as new pages.
 */
export type TemplateUse = { kind: 'replace'; pageId: string; pageName: string } | { kind: 'add' };

export function templateUse(
  doc: { pages: readonly PageSummary[] },
  currentPageId: string,
  template: Pick<ScreenTemplate, 'pageType'>,
): TemplateUse {
  if (template.pageType !== 'MAIN' && template.pageType !== 'SLEEP') return { kind: 'add' };
  const target =
    doc.pages.find((page) => page.id === currentPageId && page.type === template.pageType) ??
    doc.pages.find((page) => page.type === template.pageType);
  return target ? { kind: 'replace', pageId: target.id, pageName: target.name } : { kind: 'add' };
}

/** Applies a template as one undoable step and shows the page it landed on. */
export function applyTemplateIn(store: EditorStore, template: ScreenTemplate): void {
  const { doc, pageId } = store.getState();
  const use = templateUse(doc, pageId, template);
  let shownPageId = '';
  const applied = store.commands.edit(use.kind === 'replace' ? '替换页面模版' : '添加页面', (draft) => {
    shownPageId = applyTemplate(draft, template, createId, use.kind === 'replace' ? use.pageId : undefined);
  });
  if (!applied) return;
  store.commands.setPage(shownPageId);
  store.commands.select([]);
}
