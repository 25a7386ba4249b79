// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultControls } from '../../shared/screen/controls';
import type { ScreenDocument } from '../../shared/screen/document';
import { createSequentialIds } from '../../shared/screen/ids';
import type { ScreenNode } from '../../shared/screen/node';
import { createNode } from '../../shared/screen/tags/registry';
import { templateById } from '../../shared/screen/templates/library';
import { COMPONENTS } from '../components/registry';
import { RuntimeApp } from '../RuntimeApp';
import { createRuntimeStore, patchDocument, showDocument } from '../runtime-store';
import { chunkModules } from './content-chunks';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function documentWith(ast: ScreenNode): ScreenDocument {
  return {
    schemaVersion: 1,
    global: {
      screenSize: { width: 1080, height: 1920 },
      pageInterval: 30,
      logoUrl: '',
      wakeWord: '你好小白',
    },
    pages: [{ id: 'main', name: '主页', type: 'MAIN', ast }],
    controls: defaultControls(),
  };
}

function show(document: ScreenDocument, interactive = false) {
  const store = createRuntimeStore();
  const report = vi.fn();
  showDocument(store, document, { interactive });
  render(<RuntimeApp store={store} report={report} />);
  return { store, report };
}

/** A main page whose content area holds `count` feature cards, shown, with their renders counted. */
function showFeatureCards(count: number) {
  const id = createSequentialIds('n');
  const content = createNode('rb-page', id);
  content.children = Array.from({ length: count }, () => createNode('rb-feature-card', id));
  const root = createNode('vmain-page-1', id);
  root.children = [content];
  const renders = vi.spyOn(
    COMPONENTS as unknown as Record<string, (props: never) => unknown>,
    'rb-feature-card',
  );
  return { ...show(documentWith(root)), renders, content };
}

describe('robot screen', () => {
  it('shows a template page with the wake word and the question hints', () => {
    show(documentWith(templateById('exhibition-vmain-page-1')!.ast));
    expect(screen.getByText('「你好小白」')).toBeTruthy();
    expect(screen.getByText('“带我参观一下吧”')).toBeTruthy();
    expect(screen.getByText('展馆导览')).toBeTruthy();
  });

  it('shows a visible placeholder and reports Cannot find hoc class for an unknown component', () => {
    const root = createNode('vmain-page-1', createSequentialIds('r'));
    root.children = [{ id: 'holo', tag: 'rb-hologram', attrs: {}, styles: {}, data: {}, children: [] }];
    const { report } = show(documentWith(root));
    expect(screen.getByRole('alert').textContent).toContain('找不到组件「rb-hologram」');
    expect(report).toHaveBeenCalledWith('Cannot find hoc class: rb-hologram', 'holo');
  });

  it('reports Cannot find hoc for an unknown page tag, still showing its children', () => {
    const id = createSequentialIds('r');
    const root = {
      ...createNode('vmain-page-1', id),
      tag: 'vmain-page-9',
      children: [createNode('rb-question-hint', id)],
    };
    const { report } = show(documentWith(root));
    expect(screen.getByRole('alert').textContent).toContain('找不到页面模板「vmain-page-9」');
    expect(screen.getByText('您可以这样问我')).toBeTruthy();
    expect(report).toHaveBeenCalledWith('Cannot find hoc: vmain-page-9', root.id);
  });

  it('re-renders only the edited module when a patch arrives', () => {
    const { store, renders } = showFeatureCards(100);
    expect(renders).toHaveBeenCalledTimes(100);

    renders.mockClear();
    act(() =>
      patchDocument(store, [
        {
          op: 'replace',
          path: ['pages', 0, 'ast', 'children', 0, 'children', 42, 'data', 'title'],
          value: '新标题',
        },
      ]),
    );
    expect(renders).toHaveBeenCalledTimes(1);
    expect(screen.getByText('新标题')).toBeTruthy();
  });

  it('keeps the other modules on screen as they are when one is deleted', () => {
    const { store, renders, content } = showFeatureCards(300);
    const elements = () => [...document.querySelectorAll('[data-tag="rb-feature-card"]')];
    // The first module, and one in the middle of a chunk (not one that starts a chunk).
    const middle = chunkModules(content.children).find((chunk) => chunk.key !== 'first')!.modules[1];
    for (const deleted of [content.children[0], middle]) {
      const index = store.getState().document!.pages[0].ast.children[0].children.indexOf(deleted);
      const kept = elements().filter((element) => element.getAttribute('data-node-id') !== deleted.id);
      renders.mockClear();
      act(() =>
        patchDocument(store, [{ op: 'remove', path: ['pages', 0, 'ast', 'children', 0, 'children', index] }]),
      );
      expect(renders).not.toHaveBeenCalled();
      expect(elements()).toEqual(kept);
    }
  });

  it('tells that it drew a new document (its boxes are measured, a picture may be taken) only once the page shows it', () => {
    const id = createSequentialIds('r');
    const page = (title: string) => {
      const root = createNode('vmain-page-1', id);
      root.children = [createNode('rb-feature-card', id, { data: { title } })];
      return documentWith(root);
    };
    const store = createRuntimeStore();
    const shownWhenRendered: boolean[] = [];
    const onRendered = () => shownWhenRendered.push(screen.queryByText('新的一页') !== null);
    showDocument(store, page('旧的一页'), { interactive: false });
    render(<RuntimeApp store={store} report={vi.fn()} onRendered={onRendered} />);
    shownWhenRendered.length = 0;

    act(() => showDocument(store, page('新的一页'), { interactive: false }));
    expect(shownWhenRendered).toEqual([true]);
  });

  it('hides a switched-off drawer on the robot and dims it in the editor', () => {
    const id = createSequentialIds('d');
    const root = createNode('vmain-page-1', id);
    root.children = [createNode('rb-footer-drawer', id)];
    const document = {
      ...documentWith(root),
      controls: defaultControls().map((c) => (c.id === 'drawer' ? { ...c, valid: false } : c)),
    };
    show(document);
    expect(screen.queryByText('更多服务')).toBeNull();
    cleanup();
    show(document, true);
    expect(screen.getByText('更多服务').closest('.rb-drawer')?.className).toContain('rb-dimmed');
  });
});
