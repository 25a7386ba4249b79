import type { Rect } from '../../shared/runtime-protocol/messages';
import type { ScreenNode } from '../../shared/screen/node';
import { walkTree } from '../../shared/screen/node-index';
import { acceptsChild, tagDefinition } from '../../shared/screen/tags/registry';

/**
 * Where a module dragged over the canvas would land: a parent that accepts its tag, the index
 * among the parent's children, and the insertion line to draw, all in iframe pixels. Or, when
 * no element of the page takes the tag, why not.
 */
export type DropPlan =
  | {
      kind: 'insert';
      parentId: string;
      index: number;
      line: Rect;
      /** Attrs the new element takes from the drop: a free layer's box (its `line` is then its outline). */
      attrs?: Record<string, unknown>;
    }
  | { kind: 'refused'; reason: string; at: { x: number; y: number } };

export interface Point {
  x: number;
  y: number;
}

const LINE_THICKNESS = 4;

const contains = (rect: Rect, { x, y }: Point) =>
  x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;

function distance(rect: Rect, { x, y }: Point): number {
  const dx = Math.max(rect.x - x, 0, x - (rect.x + rect.width));
  const dy = Math.max(rect.y - y, 0, y - (rect.y + rect.height));
  return Math.hypot(dx, dy);
}

interface Candidate {
  node: ScreenNode;
  rect: Rect;
  depth: number;
}

/**
 * The parent to drop into: the deepest accepting element under the pointer. A page root that
 * takes modules directly is used only when the page has no content region: modules belong in
 * the content area or the drawer, not between the page's fixed parts.
 */
function chooseParent(candidates: Candidate[], point: Point): Candidate | undefined {
  const regions = candidates.filter((candidate) => candidate.depth > 0);
  const pool = regions.length > 0 ? regions : candidates;
  const under = pool.filter((candidate) => contains(candidate.rect, point));
  if (under.length > 0) return under.reduce((a, b) => (b.depth > a.depth ? b : a));
  return pool.reduce<Candidate | undefined>(
    (best, candidate) =>
      !best || distance(candidate.rect, point) < distance(best.rect, point) ? candidate : best,
    undefined,
  );
}

/** Children flow left to right when the second sits beside the first rather than below it. */
function flowsAcross(boxes: Rect[]): boolean {
  if (boxes.length < 2) return false;
  const [first, second] = boxes;
  return second.x >= first.x + first.width - 1 && Math.abs(second.y - first.y) < first.height / 2;
}

function insertionLine(
  parent: Rect,
  before: Rect | undefined,
  after: Rect | undefined,
  across: boolean,
): Rect {
  const half = LINE_THICKNESS / 2;
  if (across) {
    const x =
      before && after
        ? (before.x + before.width + after.x) / 2
        : after
          ? after.x - half
          : before
            ? before.x + before.width + half
            : parent.x + half;
    const box = after ?? before ?? parent;
    return { x: x - half, y: box.y, width: LINE_THICKNESS, height: box.height };
  }
  const y =
    before && after
      ? (before.y + before.height + after.y) / 2
      : after
        ? after.y - half
        : before
          ? before.y + before.height + half
          : parent.y + half * 2;
  const box = after ?? before ?? parent;
  return { x: box.x, y: y - half, width: box.width, height: LINE_THICKNESS };
}

export function planDrop(
  page: ScreenNode,
  tag: string,
  point: Point,
  rectOf: (id: string) => Rect | undefined,
): DropPlan {
  const candidates: Candidate[] = [];
  walkTree(page, (node, depth) => {
    const rect = rectOf(node.id);
    if (rect && acceptsChild(node.tag, tag)) candidates.push({ node, rect, depth });
  });
  const parent = chooseParent(candidates, point);
  if (!parent) {
    const name = tagDefinition(tag)?.name ?? tag;
    return { kind: 'refused', reason: `这里不能放置${name}`, at: point };
  }
  // Free layers float above the flow: they are not places between which to insert.
  const flowing = parent.node.children
    .map((child, index) => ({
      index,
      rect: rectOf(child.id),
      isLayer: tagDefinition(child.tag)?.kind === 'layer',
    }))
    .filter(
      (child): child is { index: number; rect: Rect; isLayer: boolean } =>
        child.rect !== undefined && !child.isLayer,
    );
  const across = flowsAcross(flowing.map((child) => child.rect));
  const axis = (rect: Rect) => (across ? rect.x + rect.width / 2 : rect.y + rect.height / 2);
  const position = across ? point.x : point.y;
  const next = flowing.findIndex((child) => position < axis(child.rect));
  const after = next < 0 ? undefined : flowing[next];
  const before = next < 0 ? flowing.at(-1) : flowing[next - 1];
  const index = after ? after.index : before ? before.index + 1 : parent.node.children.length;
  return {
    kind: 'insert',
    parentId: parent.node.id,
    index,
    line: insertionLine(parent.rect, before?.rect, after?.rect, across),
  };
}
