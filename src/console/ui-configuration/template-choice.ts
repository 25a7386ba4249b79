import type { TemplateCategory } from '../../shared/screen/categories';
import type { Orientation } from '../../shared/screen/orientation';
import { findTemplates } from '../../shared/screen/templates/library';
import type { ScreenTemplate } from '../../shared/screen/templates/template';

/** A configuration starts from a main page of its category and orientation. */
export function startingTemplates(category: TemplateCategory, orientation: Orientation): ScreenTemplate[] {
  return findTemplates({ category, orientation, pageType: 'MAIN' }).filter((template) => template.selectable);
}

/** The chosen template while it still fits, otherwise the first that does. */
export function fittingTemplateId(
  templateId: string | undefined,
  category: TemplateCategory,
  orientation: Orientation,
): string | undefined {
  const choices = startingTemplates(category, orientation);
  return choices.find((template) => template.id === templateId)?.id ?? choices[0]?.id;
}

/** `展厅·竖屏主页·经典` → `经典`: the category and page kind are already shown around it. */
export const templateVariantName = (template: ScreenTemplate): string =>
  template.name.split('·').at(-1) ?? template.name;
