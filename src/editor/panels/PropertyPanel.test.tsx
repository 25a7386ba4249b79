// @vitest-environment jsdom
import '../../console/components/test-support/jsdom-browser';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findNode } from '../../shared/screen/operations/find';
import { PALETTE_ENTRIES } from '../../shared/screen/tags/registry';
import { deleteSelection, duplicateSelection } from '../commands/selection-commands';
import type { EditorStore } from '../store/editor-store';
import { PageProperties } from './PageProperties';
import { PropertyPanel } from './PropertyPanel';
import { editorStoreFor, renderInEditor } from './test-support/editor-fixture';

afterEach(cleanup);

const nodeIn = (store: EditorStore, id: string) => findNode(store.getState().doc, id)?.node;

function openPanel(ids: string[]) {
  const store = editorStoreFor();
  store.commands.select(ids);
  renderInEditor(<PropertyPanel />, store);
  return { store, user: userEvent.setup() };
}

describe('PropertyPanel', () => {
  it('with nothing selected, says how to start and shows the page settings', () => {
    renderInEditor(<PropertyPanel />);
    expect(screen.getByText('在画布中点击一个模块以编辑')).toBeInTheDocument();
    expect(screen.getByText('页面设置')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '显示时间' })).toBeChecked();
    expect(screen.getByText('配色')).toBeInTheDocument();
  });

  it('names the selected module in the header by its Chinese name from the palette’s catalogue, never its tag', () => {
    const { store } = openPanel(['cards']);
    const tag = nodeIn(store, 'cards')!.tag;
    const entry = PALETTE_ENTRIES.find((candidate) => candidate.tag === tag)!;
    const header = screen.getByRole('region', { name: '属性' }).querySelector('header')!;
    expect(within(header).getByText(entry.name)).toBeInTheDocument();
    expect(header.textContent).not.toContain(tag);
    expect(header.textContent).not.toMatch(/rb-/);
  });

  it('edits the selected element’s text at its path, and a typing run is one undo step', () => {
    const { store } = openPanel(['cards']);
    expect(screen.getByText('卡片列表')).toBeInTheDocument();
    const title = screen.getByLabelText('标题');
    for (const typed of ['', '常', '常设', '常设展', '常设展厅'])
      fireEvent.change(title, { target: { value: typed } });
    expect(nodeIn(store, 'cards')?.data.title).toBe('常设展厅');
    // Leaving the field ends the run: typing again is a step of its own.
    fireEvent.blur(title);
    fireEvent.change(title, { target: { value: '常设展厅区' } });
    act(() => store.commands.undo());
    expect(nodeIn(store, 'cards')?.data.title).toBe('常设展厅');
    act(() => store.commands.undo());
    expect(nodeIn(store, 'cards')?.data.title).toBe('特色展区');
    expect(store.getState().canUndo).toBe(false);
  });

  it('shows the schema’s problem under an emptied required text, the field drawn in error', async () => {
    const { user } = openPanel(['cards']);
    const title = screen.getByLabelText('标题');
    await user.clear(title);
    expect(screen.getByRole('alert')).toHaveTextContent('标题不能为空');
    expect(title.closest('.ant-input-affix-wrapper') ?? title).toHaveClass(/status-error/);
  });

  it('adds, removes and reorders the entries of a data-source list', () => {
    const { store } = openPanel(['cards']);
    const titles = () =>
      (nodeIn(store, 'cards')!.data.dataSource as { title: string }[]).map((card) => card.title);
    expect(titles()).toEqual(['未来科技馆', '历史文化馆', '星空探索馆']);

    fireEvent.click(screen.getByLabelText('下移卡片 1'));
    expect(titles()).toEqual(['历史文化馆', '未来科技馆', '星空探索馆']);
    fireEvent.click(screen.getByLabelText('上移卡片 3'));
    expect(titles()).toEqual(['历史文化馆', '星空探索馆', '未来科技馆']);

    fireEvent.click(screen.getByText('添加卡片'));
    expect(titles()).toEqual(['历史文化馆', '星空探索馆', '未来科技馆', '标题']);
    // The new card opens, with the previous card's picture so the screen shows no hole.
    const cards = nodeIn(store, 'cards')!.data.dataSource as { image: string }[];
    expect(cards[3].image).toBe(cards[2].image);

    fireEvent.click(screen.getByLabelText('删除卡片 1'));
    expect(titles()).toEqual(['星空探索馆', '未来科技馆', '标题']);
    act(() => store.commands.undo());
    expect(titles()).toEqual(['历史文化馆', '星空探索馆', '未来科技馆', '标题']);
  });

  it('keeps a list at its minimum: the last entry cannot be removed', () => {
    const { store } = openPanel(['intro']);
    const images = () => nodeIn(store, 'intro')?.data.images as string[];
    for (const _ of images().slice(1)) fireEvent.click(screen.getByLabelText('删除图片 1'));
    expect(images()).toHaveLength(1);
    expect(screen.getByLabelText('删除图片 1')).toBeDisabled();
  });

  it('switches layout variants and edits text-list paragraphs', async () => {
    const { store, user } = openPanel(['intro']);
    await user.click(screen.getByText('多文单图'));
    expect(nodeIn(store, 'intro')?.attrs.layout).toBe('MultiTextSingleImage');
    await user.click(screen.getByRole('button', { name: /添加正文/ }));
    await user.type(screen.getByLabelText('正文 3'), '第三段');
    expect((nodeIn(store, 'intro')!.data.texts as string[])[2]).toBe('第三段');
  });

  it('offers the media swiper card’s four types and its slide durations (default 5000 ms)', async () => {
    const { store, user } = openPanel(['swiper']);
    for (const name of ['常规', '文字在下', '文字叠加', '多卡片'])
      expect(screen.getByText(name)).toBeInTheDocument();
    await user.click(screen.getByText('文字叠加'));
    expect(nodeIn(store, 'swiper')?.attrs.type).toBe('TextInline');
    await user.click(screen.getByText('轮播项 1'));
    expect(screen.getByLabelText('停留时长（毫秒）')).toHaveValue('5000');
  });

  it('places a free layer with position and size numbers', () => {
    openPanel(['logo']);
    expect(screen.getByText('位置与尺寸')).toBeInTheDocument();
    expect(screen.getByLabelText('横向位置')).toHaveValue('30');
    expect(screen.getByLabelText('宽度')).toHaveValue('180');
  });

  it('opens the list entry the panel config names', () => {
    const store = editorStoreFor();
    store.commands.select(['cards']);
    store.commands.setPanel({ name: 'dataSource', dataIndex: 1, scrollIntoView: true });
    renderInEditor(<PropertyPanel />, store);
    expect(screen.getByLabelText('标题', { selector: '[value="历史文化馆"]' })).toBeInTheDocument();
  });

  it('clears the panel when the element is deleted', async () => {
    const { store, user } = openPanel(['cards']);
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(nodeIn(store, 'cards')).toBeUndefined();
    expect(screen.queryByRole('region', { name: '属性' })).toBeNull();
    expect(screen.getByRole('region', { name: '页面设置' })).toBeVisible();
    expect(screen.getByText('在画布中点击一个模块以编辑')).toBeVisible();
  });

  it('hides the page settings while an element is selected, and brings them back as they were', async () => {
    const store = editorStoreFor();
    renderInEditor(<PropertyPanel />, store);
    const user = userEvent.setup();
    const contentSection = () =>
      within(screen.getByRole('region', { name: '页面设置' })).getByRole('button', { name: /内容/ });
    await user.click(contentSection());
    expect(contentSection()).toHaveAttribute('aria-expanded', 'false');

    act(() => store.commands.select(['cards']));
    expect(screen.getByRole('region', { name: '属性' })).toBeVisible();
    expect(screen.queryByRole('region', { name: '页面设置' })).toBeNull();

    act(() => store.commands.select([]));
    expect(contentSection()).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the page settings alone while elements are selected and deselected', () => {
    // Re-rendering them re-measured every antd form item: a forced layout in each delete's task.
    const store = editorStoreFor();
    const commits = vi.fn();
    renderInEditor(
      <Profiler id="page-settings" onRender={commits}>
        <PageProperties />
      </Profiler>,
      store,
    );
    commits.mockClear();
    act(() => store.commands.select(['cards']));
    act(() => store.commands.select(['swiper', 'intro']));
    act(() => store.commands.select([]));
    expect(commits).not.toHaveBeenCalled();
  });

  it('shows the next element of the same kind with its own values and sections, in the fields the last one built', async () => {
    // Building an element's fields anew (antd's DOM, its style checks) held up a Delete pressed
    // right after the click that selected it: elements of one kind share the fields' DOM.
    const { store, user } = openPanel(['cards']);
    act(() => duplicateSelection(store, () => 'cards-copy'));
    const title = () => screen.getByRole('textbox', { name: '标题' });
    const firstTitleField = title();
    fireEvent.change(title(), { target: { value: '临时展厅' } });
    fireEvent.blur(title());
    await user.click(screen.getByRole('button', { name: /外观/ }));
    expect(screen.getByRole('button', { name: /外观/ })).toHaveAttribute('aria-expanded', 'false');

    act(() => store.commands.select(['cards']));
    expect(title()).toHaveValue('特色展区');
    expect(title()).toBe(firstTitleField);
    expect(screen.getByRole('button', { name: /外观/ })).toHaveAttribute('aria-expanded', 'true');

    // Deleted, then nothing selected, then the copy: the same fields come back with its values.
    act(() => deleteSelection(store));
    expect(screen.queryByRole('region', { name: '属性' })).toBeNull();
    act(() => store.commands.select(['cards-copy']));
    expect(title()).toHaveValue('临时展厅');
    expect(title()).toBe(firstTitleField);
  });

  it('sums up a multi-selection and moves or deletes it as a group', async () => {
    const { store, user } = openPanel(['swiper', 'intro']);
    const panel = screen.getByRole('region', { name: '多选' });
    expect(within(panel).getByText('已选择 2 个元素')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /上移/ }));
    const order = () => nodeIn(store, 'content')?.children.map((child) => child.id);
    expect(order()).toEqual(['swiper', 'intro', 'cards']);
    await user.click(within(panel).getByRole('button', { name: /删除/ }));
    expect(order()).toEqual(['cards']);
    expect(store.getState().selection).toEqual([]);
  });
});
