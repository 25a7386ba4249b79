import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { freeze } from 'immer';
import type { ReactElement } from 'react';
import { defaultControls } from '../../../shared/screen/controls';
import type { ScreenDocument, ScreenPage } from '../../../shared/screen/document';
import { createSequentialIds } from '../../../shared/screen/ids';
import type { ScreenNode } from '../../../shared/screen/node';
import { createNode, type KnownTag } from '../../../shared/screen/tags/registry';
import { createHistory } from '../../history';
import { createEditorStore, type EditorStore, EditorStoreProvider } from '../../store/editor-store';

/**
 * Test documents built from the real tags and their sample content, and a render helper that
 * puts a component inside an editor session (store, antd App, react-query).
 */
export function nodeOf(
  tag: KnownTag,
  id: string,
  children: ScreenNode[] = [],
  attrs: Record<string, unknown> = {},
): ScreenNode {
  const created = createNode(tag, createSequentialIds(id), { attrs });
  return { ...created, id, children };
}

/**
 * main (portrait, vmain-page-1): content → [cards (card list), swiper (media swiper card),
 * intro (image-text card)], logo layer; sleep: rb-sleep-hoc → [awake]; navigation page.
 */
export function editorDocument(size = { width: 1080, height: 1920 }): ScreenDocument {
  const pages: ScreenPage[] = [
    {
      id: 'main',
      name: '主页',
      type: 'MAIN',
      ast: nodeOf('vmain-page-1', 'root', [
        nodeOf('rb-page', 'content', [
          nodeOf('rb-feature-card-list', 'cards'),
          nodeOf('rb-media-swiper-card', 'swiper'),
          nodeOf('rb-image-text-card', 'intro'),
        ]),
        nodeOf('rb-logo', 'logo'),
      ]),
    },
    {
      id: 'sleep',
      name: '唤醒页',
      type: 'SLEEP',
      ast: nodeOf('rb-sleep-hoc', 'sleep-root', [nodeOf('rb-awake', 'awake')]),
    },
    { id: 'nav', name: '导航页', type: 'NAVIGATION', ast: nodeOf('rb-navigation-page', 'nav-root') },
  ];
  return freeze(
    {
      schemaVersion: 1,
      global: { screenSize: size, pageInterval: 30, logoUrl: '', wakeWord: '小智小智' },
      pages,
      controls: defaultControls(),
    },
    true,
  );
}

/** A store whose history clock stands still: merging depends on keys and seals only, never on test speed. */
export function editorStoreFor(doc: ScreenDocument = editorDocument(), pageId = 'main'): EditorStore {
  return createEditorStore(
    { doc, pageId, projectId: 'p-1', configurationId: 'c-1', name: '测试配置', serverVersion: 1 },
    { history: createHistory<ScreenDocument>({ now: () => 0 }) },
  );
}

export function renderInEditor(ui: ReactElement, store: EditorStore = editorStoreFor()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <App>
        <EditorStoreProvider store={store}>{ui}</EditorStoreProvider>
      </App>
    </QueryClientProvider>,
  );
  return { ...result, store };
}
