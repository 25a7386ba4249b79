// @vitest-environment jsdom
import '../../console/components/test-support/jsdom-browser';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LayerOutline } from './LayerOutline';
import { renderInEditor } from './test-support/editor-fixture';

afterEach(cleanup);

describe('LayerOutline', () => {
  it('shows the current page’s tree with Chinese names and a text of each element', () => {
    renderInEditor(<LayerOutline />);
    for (const name of ['竖屏主页·经典', '页面内容区', '卡片列表', '媒体轮播卡片', '图文卡片', 'Logo']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText('特色展区')).toBeInTheDocument();
  });

  it('selects on click, toggles with Shift or ⌘, and highlights on hover', async () => {
    const { store } = renderInEditor(<LayerOutline />);
    const user = userEvent.setup();
    await user.click(screen.getByText('卡片列表'));
    expect(store.getState().selection).toEqual(['cards']);
    fireEvent.click(screen.getByText('图文卡片'), { shiftKey: true });
    expect(store.getState().selection).toEqual(['cards', 'intro']);
    fireEvent.click(screen.getByText('卡片列表'), { metaKey: true });
    expect(store.getState().selection).toEqual(['intro']);
    await user.hover(screen.getByText('媒体轮播卡片'));
    expect(store.getState().hoverId).toBe('swiper');
  });

  it('moves through rows with the arrow keys, highlighting each, and selects with Space', async () => {
    const { store } = renderInEditor(<LayerOutline />);
    const user = userEvent.setup();
    await user.tab();
    expect(store.getState().hoverId).toBe('root');
    await user.keyboard('{ArrowDown}');
    expect(store.getState().hoverId).toBe('content');
    await user.keyboard('{ArrowDown}');
    expect(store.getState().hoverId).toBe('cards');
    await user.keyboard(' ');
    expect(store.getState().selection).toEqual(['cards']);
  });
});
