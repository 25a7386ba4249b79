import { describe, expect, it } from 'vitest';
import type { Rect } from '../../shared/runtime-protocol/messages';
import { findNode } from '../../shared/screen/operations/find';
import { node, sampleDocument } from '../../shared/screen/operations/test-fixtures';
import { planDrop } from './drop-plan';

/** The sample main page laid out as the runtime would report it (iframe pixels). */
const RECTS: Record<string, Rect> = {
  root: { x: 0, y: 0, width: 1080, height: 1920 },
  hint: { x: 40, y: 40, width: 1000, height: 120 },
  content: { x: 40, y: 200, width: 1000, height: 1200 },
  'card-1': { x: 40, y: 200, width: 1000, height: 200 },
  'card-2': { x: 40, y: 420, width: 1000, height: 200 },
  'card-3': { x: 40, y: 640, width: 1000, height: 200 },
  drawer: { x: 0, y: 1700, width: 1080, height: 220 },
  'card-4': { x: 40, y: 1720, width: 1000, height: 180 },
};
const rectOf = (id: string) => RECTS[id];
const mainPage = () => sampleDocument().pages[0].ast;

describe('planDrop', () => {
  it('inserts between the modules nearest the pointer, with a line between them', () => {
    const plan = planDrop(mainPage(), 'rb-feature-card', { x: 500, y: 600 }, rectOf);
    expect(plan).toEqual({
      kind: 'insert',
      parentId: 'content',
      index: 2,
      line: { x: 40, y: 628, width: 1000, height: 4 },
    });
  });

  it('inserts first above the first module and last below the last one', () => {
    expect(planDrop(mainPage(), 'rb-feature-card', { x: 500, y: 210 }, rectOf)).toMatchObject({
      parentId: 'content',
      index: 0,
    });
    expect(planDrop(mainPage(), 'rb-feature-card', { x: 500, y: 1300 }, rectOf)).toMatchObject({
      parentId: 'content',
      index: 3,
    });
  });

  it('drops into the drawer when the pointer is over it, and into the nearest region elsewhere', () => {
    expect(planDrop(mainPage(), 'rb-feature-card', { x: 500, y: 1880 }, rectOf)).toMatchObject({
      parentId: 'drawer',
      index: 1,
    });
    expect(planDrop(mainPage(), 'rb-feature-card', { x: 500, y: 100 }, rectOf)).toMatchObject({
      parentId: 'content',
      index: 0,
    });
  });

  it('follows modules laid out side by side', () => {
    const rects: Record<string, Rect> = {
      ...RECTS,
      'card-1': { x: 40, y: 200, width: 300, height: 300 },
      'card-2': { x: 360, y: 200, width: 300, height: 300 },
      'card-3': { x: 680, y: 200, width: 300, height: 300 },
    };
    const plan = planDrop(mainPage(), 'rb-feature-card', { x: 400, y: 300 }, (id) => rects[id]);
    expect(plan).toMatchObject({ kind: 'insert', parentId: 'content', index: 1, line: { x: 348, width: 4 } });
  });

  it('says why a page takes no module', () => {
    const sleep = findNode(sampleDocument(), 'sleep-root')!.node;
    const plan = planDrop(sleep, 'rb-feature-card', { x: 10, y: 10 }, () => RECTS.root);
    expect(plan).toEqual({ kind: 'refused', reason: '这里不能放置功能卡片', at: { x: 10, y: 10 } });
  });

  it('drops onto the page itself when it has no content region', () => {
    const bare = node('bare', 'vmain-page-1');
    expect(
      planDrop(bare, 'rb-feature-card', { x: 10, y: 10 }, (id) => (id === 'bare' ? RECTS.root : undefined)),
    ).toMatchObject({
      parentId: 'bare',
      index: 0,
    });
  });
});
