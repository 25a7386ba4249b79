import { TEMPLATE_PREVIEW_WIDTH, TEMPLATE_SPACING } from '../../shared/screen/constants';
import type { Orientation, ScreenSize } from '../../shared/screen/orientation';

/**
 * The picker's grid (spec section 9): previews 105 px wide for vertical templates, two per row,
 * 225 px for horizontal ones, one per row; spacing 25 between rows, 8 between columns and 6
 * between a preview and its name. Two vertical previews and their gap fit one horizontal one.
 */
const [ROW_GAP, COLUMN_GAP, CAPTION_GAP] = TEMPLATE_SPACING;

export interface TemplateGrid {
  columns: 1 | 2;
  previewWidth: number;
  rowGap: number;
  columnGap: number;
  captionGap: number;
}

export function templateGrid(orientation: Orientation): TemplateGrid {
  return {
    columns: orientation === 'vertical' ? 2 : 1,
    previewWidth: TEMPLATE_PREVIEW_WIDTH[orientation],
    rowGap: ROW_GAP,
    columnGap: COLUMN_GAP,
    captionGap: CAPTION_GAP,
  };
}

/** A preview's height: its width at the screen's ratio. */
export function previewHeight(width: number, screen: ScreenSize): number {
  return Math.round((width * screen.height) / screen.width);
}
