import type { LayoutPart, Rect } from '../runtime-protocol/messages';
import { tagDefinition } from './tags/registry';
import type { ScreenProblem } from './validate';

/**
 * The publish check's layout rules, read from where a page's top-level parts lie on the robot's
 * screen (measured by the runtime): parts must not cover each other, and none may run off the
 * screen or be cut by the region that holds it. A page turned to the other orientation, a long
 * list or a large layer shows up here, not on the robot.
 */

/** Overlaps smaller than this share of the smaller part, or this many pixels across, are shadows and rounding. */
const OVERLAP_SHARE = 0.02;
const OVERLAP_MIN_PX = 8;
/** A part missing more than this share of its box is cut off. */
const CLIPPED_SHARE = 0.03;

/**
 * Parts others may lie over: the page's content region scrolls under the floating subtitles and
 * buttons, and a full-bleed slideshow carries the logo and the subtitles on its picture.
 */
const BACKDROPS = new Set(['rb-page', 'rb-media-swiper']);
/** Parts that float over the page by design: subtitles, robot buttons, the drawer's handle. */
const FLOATING = new Set(['rb-robot-recognition', 'rb-robot-speech', 'rb-robot-control', 'rb-footer-drawer']);
/** Parts whose box reaches past what they show: content that scrolls, a drawer closed below the screen. */
const CLIPPED_BY_DESIGN = new Set(['rb-page', 'rb-footer-drawer']);
/** The invitation card rides the slideshow's lower edge (图文, 沉浸); portrait robot buttons sit on the drawer's bar. */
const DESIGNED_OVERLAPS: ReadonlyArray<readonly [string, string]> = [
  ['rb-media-swiper', 'rb-question-hint-awake'],
  ['rb-robot-control', 'rb-footer-drawer'],
];

const area = (rect: Rect | null) => (rect ? rect.width * rect.height : 0);

function overlapOf(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

const onTop = (part: LayoutPart) => FLOATING.has(part.tag) || tagDefinition(part.tag)?.kind === 'layer';

function designed(a: LayoutPart, b: LayoutPart): boolean {
  if ((BACKDROPS.has(a.tag) && onTop(b)) || (BACKDROPS.has(b.tag) && onTop(a))) return true;
  return DESIGNED_OVERLAPS.some(
    ([one, other]) => (one === a.tag && other === b.tag) || (one === b.tag && other === a.tag),
  );
}

const nameOf = (part: LayoutPart) => tagDefinition(part.tag)?.name ?? part.tag;

function covers(a: LayoutPart, b: LayoutPart): boolean {
  if (!a.visible || !b.visible || designed(a, b)) return false;
  const overlap = overlapOf(a.visible, b.visible);
  if (!overlap || overlap.width < OVERLAP_MIN_PX || overlap.height < OVERLAP_MIN_PX) return false;
  return area(overlap) > OVERLAP_SHARE * Math.min(area(a.visible), area(b.visible));
}

export function layoutProblems(pageId: string, parts: readonly LayoutPart[]): ScreenProblem[] {
  const problem = (part: LayoutPart, message: string): ScreenProblem => ({
    pageId,
    nodeId: part.id,
    field: null,
    message,
    blocksSave: false,
  });
  const problems: ScreenProblem[] = [];
  for (const part of parts) {
    if (!CLIPPED_BY_DESIGN.has(part.tag) && area(part.visible) < (1 - CLIPPED_SHARE) * area(part.box)) {
      problems.push(problem(part, `「${nameOf(part)}」有一部分超出屏幕或被裁掉，机器人上显示不全`));
    }
  }
  parts.forEach((part, index) => {
    for (const other of parts.slice(index + 1)) {
      if (covers(part, other)) {
        problems.push(problem(part, `「${nameOf(part)}」与「${nameOf(other)}」重叠，机器人上会互相遮挡`));
      }
    }
  });
  return problems;
}
