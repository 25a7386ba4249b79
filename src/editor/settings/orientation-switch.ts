import { DESIGN_WIDTH } from '../../shared/screen/constants';
import type { ScreenDocument, ScreenGlobal } from '../../shared/screen/document';
import { walkTree } from '../../shared/screen/node-index';
import { updateGlobal } from '../../shared/screen/operations/settings';
import { type Orientation, orientationOf, type ScreenSize } from '../../shared/screen/orientation';
import { type KnownTag, tagDefinition } from '../../shared/screen/tags/registry';

/**
 * Switching a configuration between portrait and landscape. Main pages are designed for one
 * orientation (vmain-page-1…5, hmain-page-1, 2): each becomes the variant of the other
 * orientation that leads with the same things; its content stays. Free layers placed for the
 * old screen are moved (and shrunk if need be) into the new one.
 */
export const MAIN_PAGE_COUNTERPART: Record<string, KnownTag> = {
  // 经典 and 分栏 lead with the robot and hints: 左右分栏.
  'vmain-page-1': 'hmain-page-1',
  'vmain-page-3': 'hmain-page-1',
  // 图文, 资讯 and 沉浸 lead with pictures: 大图轮播.
  'vmain-page-2': 'hmain-page-2',
  'vmain-page-4': 'hmain-page-2',
  'vmain-page-5': 'hmain-page-2',
  'hmain-page-1': 'vmain-page-1',
  'hmain-page-2': 'vmain-page-2',
};

export interface PageConversion {
  pageName: string;
  from: string;
  to: string;
}

/** What a switch to `size` will change, for the warning shown before saving. */
export function plannedConversions(doc: ScreenDocument, size: ScreenSize): PageConversion[] {
  const target = orientationOf(size);
  return doc.pages.flatMap((page) => {
    const to = counterpartFor(page.ast.tag, target);
    return to ? [{ pageName: page.name, from: nameOf(page.ast.tag), to: nameOf(to) }] : [];
  });
}

function nameOf(tag: string): string {
  return tagDefinition(tag)?.name ?? tag;
}

function counterpartFor(tag: string, target: Orientation): KnownTag | undefined {
  const definition = tagDefinition(tag);
  if (definition?.pageType !== 'MAIN' || definition.orientation === target) return undefined;
  return MAIN_PAGE_COUNTERPART[tag];
}

/** A free layer's box kept inside a screen of `heightUnits` design units (750 wide). */
function fitLayer(attrs: Record<string, unknown>, heightUnits: number): void {
  const read = (key: string) => (typeof attrs[key] === 'number' ? (attrs[key] as number) : 0);
  const width = Math.min(read('width'), DESIGN_WIDTH);
  const height = Math.min(read('height'), heightUnits);
  attrs.width = width;
  attrs.height = height;
  attrs.x = Math.round(Math.min(Math.max(read('x'), 0), DESIGN_WIDTH - width));
  attrs.y = Math.round(Math.min(Math.max(read('y'), 0), heightUnits - height));
}

/**
 * Applies the global settings to a document (a draft): screen size, page interval, logo and
 * wake word; when the orientation changes, main pages take their counterpart variant and free
 * layers are fitted into the new screen.
 */
export function applyGlobalSettings(doc: ScreenDocument, settings: ScreenGlobal): void {
  const before = orientationOf(doc.global.screenSize);
  const after = orientationOf(settings.screenSize);
  updateGlobal(doc, { ...settings, screenSize: { ...settings.screenSize } });
  if (before === after) return;
  const heightUnits = Math.floor((DESIGN_WIDTH * settings.screenSize.height) / settings.screenSize.width);
  for (const page of doc.pages) {
    const counterpart = counterpartFor(page.ast.tag, after);
    if (counterpart) page.ast.tag = counterpart;
    walkTree(page.ast, (node) => {
      if (tagDefinition(node.tag)?.kind === 'layer') fitLayer(node.attrs, heightUnits);
    });
  }
}
