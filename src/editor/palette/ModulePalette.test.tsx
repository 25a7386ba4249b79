// @vitest-environment jsdom
import '../../console/components/test-support/jsdom-browser';
import { DndContext, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { findNode } from '../../shared/screen/operations/find';
import { editorStoreFor, renderInEditor } from '../panels/test-support/editor-fixture';
import { ModulePalette } from './ModulePalette';

afterEach(cleanup);

/** As in the editor: a drag starts after a few pixels of movement, so a click stays a click. */
function EditorDnd({ children }: { children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  return <DndContext sensors={sensors}>{children}</DndContext>;
}

function renderPalette(pageId = 'main', selection: string[] = []) {
  const store = editorStoreFor(undefined, pageId);
  store.commands.select(selection);
  renderInEditor(
    <EditorDnd>
      <ModulePalette />
    </EditorDnd>,
    store,
  );
  return { store, user: userEvent.setup() };
}

describe('ModulePalette', () => {
  it('offers every module, the variants of the image-text and media swiper cards, and the free layers', () => {
    renderPalette();
    const names = (group: string) =>
      within(screen.getByRole('region', { name: group }))
        .getAllByRole('button')
        .map((tile) => tile.getAttribute('aria-label'));
    expect(names('功能模块')).toEqual(['添加功能列表', '添加功能卡片', '添加卡片列表', '添加媒体列表卡片']);
    expect(names('图文卡片')).toEqual([
      '添加图文卡片·单文单图',
      '添加图文卡片·单文多图',
      '添加图文卡片·多文单图',
    ]);
    expect(names('媒体轮播卡片')).toHaveLength(4);
    expect(names('自由图层')).toEqual(['添加贴纸', '添加悬浮按钮']);
  });

  it('adds a clicked module right after the selected one, with its variant, and selects it', async () => {
    const { store, user } = renderPalette('main', ['cards']);
    await user.click(screen.getByRole('button', { name: '添加图文卡片·多文单图' }));
    const content = findNode(store.getState().doc, 'content')!.node;
    expect(content.children.map((child) => child.tag)).toEqual([
      'rb-feature-card-list',
      'rb-image-text-card',
      'rb-media-swiper-card',
      'rb-image-text-card',
    ]);
    expect(content.children[1].attrs.layout).toBe('MultiTextSingleImage');
    expect(store.getState().selection).toEqual([content.children[1].id]);
  });

  it('adds to the page’s content region when nothing is selected, and free layers to the page', async () => {
    const { store, user } = renderPalette();
    await user.click(screen.getByRole('button', { name: '添加功能卡片' }));
    expect(findNode(store.getState().doc, 'content')!.node.children.at(-1)?.tag).toBe('rb-feature-card');
    await user.click(screen.getByRole('button', { name: '添加悬浮按钮' }));
    expect(findNode(store.getState().doc, 'root')!.node.children.at(-1)?.tag).toBe('rb-floating-button');
  });

  it('disables modules the current page type does not take', async () => {
    const { store, user } = renderPalette('sleep');
    const tile = screen.getByRole('button', { name: '添加功能列表' });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    await user.click(tile);
    expect(findNode(store.getState().doc, 'sleep-root')!.node.children).toHaveLength(1);
    await user.hover(tile);
    expect(await screen.findByText('唤醒页不能添加功能列表')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加贴纸' })).toHaveAttribute('aria-disabled', 'false');
  });
});
