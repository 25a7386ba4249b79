import { PAGE_TYPE_NAMES, type ScreenDocument, type ScreenPage } from '../document';
import type { IdFactory } from '../ids';
import { cloneWithFreshIds } from '../operations/duplicate';
import { uniquePageName } from '../operations/pages';
import type { ScreenTemplate } from './template';

/** A new page from a template: its tree copied with fresh ids. */
export function pageFromTemplate(
  template: ScreenTemplate,
  createId: IdFactory,
  name = template.name,
): ScreenPage {
  return { id: createId(), name, type: template.pageType, ast: cloneWithFreshIds(template.ast, createId) };
}

/**
 * Uses a template in a document (spec: "Replacing a template applies to main and wake-up pages;
 * other templates are added"). A main or wake-up template replaces the content of the given page
 * of its type (or the first one), keeping that page's id and name; a navigation or patrol
 * template is added as a new page. Returns the id of the page that shows the template.
 */
export function applyTemplate(
  doc: ScreenDocument,
  template: ScreenTemplate,
  createId: IdFactory,
  pageId?: string,
): string {
  const replaces = template.pageType === 'MAIN' || template.pageType === 'SLEEP';
  const target = replaces
    ? (doc.pages.find((page) => page.id === pageId && page.type === template.pageType) ??
      doc.pages.find((page) => page.type === template.pageType))
    : undefined;
  if (target) {
    target.ast = cloneWithFreshIds(template.ast, createId);
    return target.id;
  }
  const page = pageFromTemplate(template, createId, uniquePageName(doc, PAGE_TYPE_NAMES[template.pageType]));
  doc.pages.push(page);
  return page.id;
}
