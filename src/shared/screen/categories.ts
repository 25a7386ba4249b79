/**
 * Template categories (spec section 2: 展厅, 政务, 党建, other). Each has its own palette in
 * public/robot-ui/ (class `rb-theme-<id>` on the screen).
 */
export const TEMPLATE_CATEGORIES = ['exhibition', 'government', 'party', 'other'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const CATEGORY_NAMES: Record<TemplateCategory, string> = {
  exhibition: '展厅',
  government: '政务',
  party: '党建',
  other: '其他',
};
