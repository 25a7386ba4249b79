import { describe, expect, it } from 'vitest';
import type { Rect } from '../../shared/runtime-protocol/messages';
import type { ScreenPage } from '../../shared/screen/document';
import { editorDocument } from '../panels/test-support/editor-fixture';
import { planLayerDrop } from './layer-drop';

/** A portrait 1080×1920 screen: the runtime measures in screen pixels, 1.44 per design unit. */
const SCREEN: Rect = { x: 0, y: 0, width: 1080, height: 1920 };
const page = (id: string) => editorDocument().pages.find((candidate) => candidate.id === id) as ScreenPage;
const rectsOf =
  (rootId: string, rect: Rect = SCREEN) =>
  (id: string) =>
    id === rootId ? rect : undefined;

describe('dropping a free layer on the canvas', () => {
  it('centres a sticker on the drop point, in design units, on top of the page', () => {
    const main = page('main');
    const plan = planLayerDrop(main, 'rb-sticker', { x: 540, y: 720 }, rectsOf('root'));
    expect(plan).toMatchObject({
      kind: 'insert',
      parentId: 'root',
      index: main.ast.children.length,
      attrs: { x: 275, y: 440, width: 200, height: 120 },
    });
    // The outline drawn while dragging is where the sticker will sit, in screen pixels.
    const line = plan?.kind === 'insert' ? plan.line : null;
    expect([line?.x, line?.y, line?.width, line?.height].map((value) => Math.round(value ?? 0))).toEqual([
      396, 634, 288, 173,
    ]);
  });

  it('keeps the layer inside the page near its edges', () => {
    const corner = planLayerDrop(page('main'), 'rb-sticker', { x: 1075, y: 5 }, rectsOf('root'));
    expect(corner?.kind === 'insert' && corner.attrs).toEqual({ x: 550, y: 0, width: 200, height: 120 });
    const bottom = planLayerDrop(page('main'), 'rb-floating-button', { x: 0, y: 1920 }, rectsOf('root'));
    // 1920 px are 1333.3 units: a 160-unit button ends on the page's last whole unit.
    expect(bottom?.kind === 'insert' && bottom.attrs).toEqual({ x: 0, y: 1173, width: 160, height: 160 });
  });

  it('measures from the page, wherever the runtime shows it', () => {
    const shifted = { x: 100, y: 50, width: 540, height: 960 };
    const plan = planLayerDrop(page('main'), 'rb-sticker', { x: 370, y: 300 }, rectsOf('root', shifted));
    expect(plan?.kind === 'insert' && plan.attrs).toEqual({ x: 275, y: 287, width: 200, height: 120 });
  });

  it('takes stickers and floating buttons on wake-up and secondary pages too', () => {
    const sleep = planLayerDrop(page('sleep'), 'rb-sticker', { x: 540, y: 960 }, rectsOf('sleep-root'));
    expect(sleep).toMatchObject({ kind: 'insert', parentId: 'sleep-root' });
    const nav = planLayerDrop(page('nav'), 'rb-floating-button', { x: 540, y: 960 }, rectsOf('nav-root'));
    expect(nav).toMatchObject({ kind: 'insert', parentId: 'nav-root' });
  });

  it('refuses, saying why, on a page whose root takes no free layers', () => {
    const broken: ScreenPage = { ...page('main'), ast: { ...page('main').ast, tag: 'vmain-page-9' } };
    expect(planLayerDrop(broken, 'rb-sticker', { x: 540, y: 720 }, rectsOf('root'))).toEqual({
      kind: 'refused',
      reason: '主页不能添加贴纸',
      at: { x: 540, y: 720 },
    });
  });

  it('leaves modules to the flow planner', () => {
    expect(planLayerDrop(page('main'), 'rb-feature-card', { x: 540, y: 720 }, rectsOf('root'))).toBeNull();
  });
});
