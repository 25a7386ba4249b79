// @vitest-environment jsdom
import '../../console/components/test-support/jsdom-browser';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import type { MyPage } from '../../shared/api/homepage';
import { findNode } from '../../shared/screen/operations/find';
import { findTemplates } from '../../shared/screen/templates/library';
import { editorDocument, editorStoreFor, renderInEditor } from '../panels/test-support/editor-fixture';
import { listMyPages, saveMyPage } from './my-pages-api';
import { TemplateCard } from './TemplateCard';
import { TemplatePicker } from './TemplatePicker';
import { templateGrid } from './template-layout';

vi.mock('./my-pages-api', async (original) => ({
  ...(await original<typeof import('./my-pages-api')>()),
  listMyPages: vi.fn(),
  saveMyPage: vi.fn(),
  removeMyPage: vi.fn(),
}));

/** Renders nothing: previews stay placeholders (jsdom cannot run the runtime). */
const idleRenderer: PageRenderer = {
  renderPng: () => new Promise(() => {}),
  prepare: () => {},
  dispose: () => {},
};

beforeEach(() => {
  vi.mocked(listMyPages).mockResolvedValue({ content: [], size: 100, number: 0, totalElements: 0 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function openPicker({ landscape = false, pageId = 'main' } = {}) {
  const doc = editorDocument(landscape ? { width: 1920, height: 1080 } : { width: 1080, height: 1920 });
  const store = editorStoreFor(doc, pageId);
  renderInEditor(<TemplatePicker renderer={idleRenderer} />, store);
  return { store, user: userEvent.setup() };
}

/** The template cards shown (role queries over twenty previews are slow in jsdom). */
const cards = () => [...document.querySelectorAll('figure')];

describe('TemplatePicker', () => {
  it('reads top down: 模版页面 / 我的页面, a category filter, the three groups, and no second 模块', () => {
    openPicker();
    const source = screen.getByRole('radiogroup', { name: '页面来源' });
    expect(
      within(source)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['模版页面', '我的页面']);
    const categories = screen.getByRole('radiogroup', { name: '分类' });
    for (const name of ['全部', '展厅', '政务', '党建', '其他'])
      expect(within(categories).getByRole('radio', { name })).toBeInTheDocument();
    // The spec's scope tabs 模块 / 本页模块 live in the 模块 tab (ModulesPanel), not in here.
    expect(screen.queryByText('本页模块')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '模块' })).not.toBeInTheDocument();
    for (const name of ['主页', '唤醒页', '二级页面'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  it('lays vertical templates two per row at 105 px and filters by category', async () => {
    const { user } = openPicker();
    const grid = cards()[0].parentElement!;
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, 105px)');
    const portraitMains = findTemplates({ pageType: 'MAIN', orientation: 'vertical' });
    expect(cards()).toHaveLength(portraitMains.length);
    await user.click(screen.getByRole('radio', { name: '党建' }).closest('label')!);
    expect(cards()).toHaveLength(
      findTemplates({ pageType: 'MAIN', orientation: 'vertical', category: 'party' }).length,
    );
  });

  it('lays horizontal templates one per row at 225 px', () => {
    openPicker({ landscape: true });
    const grid = cards()[0].parentElement!;
    expect(grid.style.gridTemplateColumns).toBe('repeat(1, 225px)');
    expect(cards()).toHaveLength(findTemplates({ pageType: 'MAIN', orientation: 'horizontal' }).length);
  });

  it('replaces the main page with a main template after confirmation', async () => {
    const { store, user } = openPicker();
    const template = findTemplates({ pageType: 'MAIN', orientation: 'vertical', category: 'party' })[2];
    await user.click(screen.getByRole('radio', { name: '党建' }).closest('label')!);
    await user.click(screen.getByLabelText(`替换：${template.name.split('·').slice(1).join('·')}`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/当前的全部内容将被模版替换/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /替\s?换/ }));
    const { doc, pageId } = store.getState();
    expect(doc.pages).toHaveLength(3);
    expect(pageId).toBe('main');
    const main = doc.pages.find((page) => page.id === 'main')!;
    expect(main.name).toBe('主页');
    expect(main.ast.tag).toBe(template.ast.tag);
    expect(main.ast.attrs.theme).toBe('party');
    // Fresh ids: the template itself is never put in the document.
    expect(findNode(doc, template.ast.id)).toBeUndefined();
    act(() => store.commands.undo());
    expect(store.getState().doc.pages.find((page) => page.id === 'main')!.ast.id).toBe('root');
  });

  it('keeps the page when the replacement is cancelled', async () => {
    const { store, user } = openPicker();
    await user.click(screen.getAllByLabelText(/^替换：/)[0]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s?消/ }));
    expect(store.getState().doc.pages.find((page) => page.id === 'main')!.ast.id).toBe('root');
  });

  it('adds navigation and patrol templates as new pages and shows them', async () => {
    const { store, user } = openPicker();
    await user.click(screen.getByRole('tab', { name: '二级页面' }));
    const patrol = screen.getByRole('region', { name: '巡逻页' });
    await user.click(within(patrol).getAllByLabelText(/^添加：/)[0]);
    const { doc, pageId } = store.getState();
    expect(doc.pages).toHaveLength(4);
    expect(doc.pages[3]).toMatchObject({ id: pageId, type: 'PATROL', name: '巡逻页' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers “use” only on selectable templates', () => {
    const template = findTemplates({ pageType: 'MAIN', orientation: 'vertical' })[0];
    const page = { id: template.id, name: template.name, type: template.pageType, ast: template.ast };
    const card = (selectable: boolean) => (
      <TemplateCard
        renderer={idleRenderer}
        previewKey={`${template.id}-${selectable}`}
        doc={editorDocument()}
        page={page}
        name={selectable ? '可用' : '仅供参考'}
        grid={templateGrid('vertical')}
        selectable={selectable}
        useKind="replace"
        onUse={() => {}}
      />
    );
    renderInEditor(
      <>
        {card(true)}
        {card(false)}
      </>,
    );
    expect(
      within(screen.getByRole('figure', { name: '可用' })).getByLabelText('替换：可用'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: '仅供参考' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });
});

describe('我的页面', () => {
  const saved: MyPage = {
    id: 'my-1',
    name: '我的导航',
    orientation: 'vertical',
    createdAt: '2024-01-01T00:00:00Z',
    page: {
      id: 'p',
      name: '导航页',
      type: 'NAVIGATION',
      ast: findTemplates({ pageType: 'NAVIGATION', orientation: 'vertical' })[0].ast,
    },
  };

  it('lists the saved pages of the configuration’s orientation and adds one as a page', async () => {
    vi.mocked(listMyPages).mockResolvedValue({ content: [saved], size: 100, number: 0, totalElements: 1 });
    const { store, user } = openPicker();
    await user.click(screen.getByText('我的页面'));
    expect(listMyPages).toHaveBeenCalledWith('vertical');
    await user.click(await screen.findByLabelText('添加：我的导航'));
    expect(store.getState().doc.pages.at(-1)).toMatchObject({
      type: 'NAVIGATION',
      id: store.getState().pageId,
    });
  });

  it('saves the current page under a name', async () => {
    vi.mocked(saveMyPage).mockResolvedValue({ ...saved, name: '迎宾主页' });
    const { store, user } = openPicker();
    await user.click(screen.getByText('我的页面'));
    await user.click(screen.getByRole('button', { name: /将当前页面保存为我的页面/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('页面名称');
    expect(name).toHaveValue('主页');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('请输入页面名称')).toBeInTheDocument();
    await user.type(name, '迎宾主页');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(saveMyPage).toHaveBeenCalled());
    const [savedName, orientation, page] = vi.mocked(saveMyPage).mock.calls[0];
    expect([savedName, orientation, page.id]).toEqual(['迎宾主页', 'vertical', 'main']);
    expect(page).toBe(store.getState().doc.pages[0]);
  });
});
