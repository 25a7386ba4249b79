import type { TemplateCategory } from '../categories';
import type { PageType } from '../document';
import type { ScreenNode } from '../node';
import type { Orientation } from '../orientation';

/**
 * A page template of the picker (spec 'Screen pieces' 2). Templates carry sample placeholder
 * content; using one copies its tree with fresh ids (instantiate.ts). `selectable` false shows a
 * template for reference only: the picker offers its 'use' button only on selectable templates.
 */
export interface ScreenTemplate {
  id: string;
  name: string;
  category: TemplateCategory;
  pageType: PageType;
  orientation: Orientation;
  selectable: boolean;
  ast: ScreenNode;
}
