import type { ScreenTemplate } from '../../shared/screen/templates/template';
import type { PageSummary } from '../pages/use-page-summaries';

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
