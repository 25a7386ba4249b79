import { DESIGN_WIDTH } from '../../shared/screen/constants';
import type { ScreenDocument, ScreenGlobal } from '../../shared/screen/document';
import type { ScreenNode } from '../../shared/screen/node';
import { walkTree } from '../../shared/screen/node-index';
import { updateGlobal } from '../../shared/screen/operations/settings';
import { type Orientation, orientationOf, type ScreenSize } from '../../shared/screen/orientation';
import { type KnownTag, tagDefinition } from '../../shared/screen/tags/registry';
import { templateById } from '../../shared/screen/templates/library';

/**
 * Switching a configuration between portrait and landscape. Main pages are designed for one
 * orientation (vmain-page-1…5, hmain-page-1, 2): each becomes the variant of the other
 * orientation that leads with the same things; its content stays. Free layers placed for the
 * old screen are moved (and shrunk if need be) into the new one.
 */
export const MAIN_PAGE_COUNTERPART: Record<string, KnownTag> = {
  // 经典 and 分栏 lead with the robot and hints: 左右分栏. So does 资讯, whose news card lives in
  // the content: 大图轮播's left half is for a slideshow of the page's own and would stay empty.
  'vmain-page-1': 'hmain-page-1',
  'vmain-page-3': 'hmain-page-1',
  'vmain-page-4': 'hmain-page-1',
  // 图文 and 沉浸 lead with a slideshow: 大图轮播.
  'vmain-page-2': 'hmain-page-2',
  'vmain-page-5': 'hmain-page-2',
  'hmain-page-1': 'vmain-page-1',
  'hmain-page-2': 'vmain-page-2',
};

export interface PageConversion {
  pageName: string;
  from: string;
  to: string;
  /** What the designer will miss afterwards (questions the new layout has no room for). */
  notes: string[];
}

/** What a switch to `size` will change, for the warning shown before saving. */
export function plannedConversions(doc: ScreenDocument, size: ScreenSize): PageConversion[] {
  const target = orientationOf(size);
  return doc.pages.flatMap((page) => {
    const to = counterpartFor(page.ast.tag, target);
    if (!to) return [];
    const notes: string[] = [];
    walkTree(page.ast, (node) => {
      const room = hintRoom(to, node.tag);
      const questions = questionsOf(node);
      if (room === undefined || questions.length <= room) return;
      const dropped = questions
        .slice(room)
        .map((question, index) => `第 ${room + index + 1} 个“${question}”`);
      notes.push(
        `${nameOf(node.tag)}在${nameOf(to).split('·')[0]}显示 ${room} 个问题，${dropped.join('、')}不再显示`,
      );
    });
    return [{ pageName: page.name, from: nameOf(page.ast.tag), to: nameOf(to), notes }];
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

/**
 * A free layer's box kept inside a screen of `heightUnits` design units (750 wide), `scale`d
 * first: a design unit is a 750th of the screen's width, so a layer keeps its size on the glass
 * when its units grow or shrink with the width (a portrait logo is not doubled on a landscape screen).
 */
function fitLayer(attrs: Record<string, unknown>, heightUnits: number, scale: number): void {
  const read = (key: string) =>
    typeof attrs[key] === 'number' ? Math.round((attrs[key] as number) * scale) : 0;
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
  const beforeWidth = doc.global.screenSize.width;
  const before = orientationOf(doc.global.screenSize);
  const after = orientationOf(settings.screenSize);
  updateGlobal(doc, { ...settings, screenSize: { ...settings.screenSize } });
  if (before === after) return;
  const heightUnits = Math.floor((DESIGN_WIDTH * settings.screenSize.height) / settings.screenSize.width);
  const scale = beforeWidth / settings.screenSize.width;
  for (const page of doc.pages) {
    const counterpart = counterpartFor(page.ast.tag, after);
    if (counterpart) page.ast.tag = counterpart;
    walkTree(page.ast, (node) => {
      if (tagDefinition(node.tag)?.kind === 'layer') fitLayer(node.attrs, heightUnits, scale);
      else if (counterpart) layOutLike(node, counterpart);
    });
  }
}

/**
 * The attributes of a main page's modules that its variant sets for its orientation (how large
 * the cards are, how the features are drawn, how tall the slideshow is): a converted page takes
 * them from its counterpart's template, so it looks like a page made for the new screen. Content
 * stays the designer's.
 */
const LAYOUT_ATTRS: Readonly<Record<string, readonly string[]>> = {
  'rb-feature-list': ['style'],
  'rb-feature-card-list': ['size'],
  'rb-media-swiper': ['height'],
};

/** The first node of each tag in a main-page variant's template. */
const templateNodes = new Map<string, Map<string, ScreenNode>>();
function templateNode(variant: KnownTag, tag: string): ScreenNode | undefined {
  let nodes = templateNodes.get(variant);
  if (!nodes) {
    const found = new Map<string, ScreenNode>();
    const template = templateById(`exhibition-${variant}`);
    if (template) walkTree(template.ast, (node) => void (found.has(node.tag) || found.set(node.tag, node)));
    templateNodes.set(variant, found);
    nodes = found;
  }
  return nodes.get(tag);
}

const questionsOf = (node: ScreenNode): unknown[] =>
  Array.isArray(node.data.questions) ? node.data.questions : [];

/** How many questions a hint of `tag` shows on `variant` (undefined: the variant has no such hint). */
function hintRoom(variant: KnownTag, tag: string): number | undefined {
  if (tag !== 'rb-question-hint' && tag !== 'rb-question-hint-awake') return undefined;
  const model = templateNode(variant, tag);
  return model ? questionsOf(model).length : undefined;
}

function layOutLike(node: ScreenNode, variant: KnownTag): void {
  const model = templateNode(variant, node.tag);
  if (!model) return;
  for (const key of LAYOUT_ATTRS[node.tag] ?? []) node.attrs[key] = model.attrs[key];
  const room = hintRoom(variant, node.tag);
  if (room !== undefined && questionsOf(node).length > room)
    node.data.questions = questionsOf(node).slice(0, room);
}
