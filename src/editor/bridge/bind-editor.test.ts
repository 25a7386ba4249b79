import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorChannel } from '../../shared/runtime-protocol/channel';
import { wrap } from '../../shared/runtime-protocol/guard';
import { linkRuntime } from '../../shared/runtime-protocol/handshake';
import type { RuntimeToEditor } from '../../shared/runtime-protocol/messages';
import { editorStoreFor } from '../panels/test-support/editor-fixture';
import { bindEditorToRuntime } from './bind-editor';
import { createRectBook } from './rect-book';

const TOKEN = 'session-token';
const unbinders: (() => void)[] = [];
afterEach(() => {
  for (const unbind of unbinders.splice(0)) unbind();
});

/** The editor bound to a runtime whose messages the test posts (through the real channel and guard). */
function boundEditor() {
  const store = editorStoreFor();
  const listeners: ((event: MessageEvent) => void)[] = [];
  const runtimeWindow = { postMessage: () => {} };
  const channel = createEditorChannel({
    target: runtimeWindow,
    origin: 'null',
    token: TOKEN,
    host: {
      addEventListener: (_type, listener) => listeners.push(listener),
      removeEventListener: () => {},
    },
  });
  const link = linkRuntime({
    channel,
    initPayload: () => ({
      document: store.getState().doc,
      pageId: 'main',
      orientation: 'vertical',
      interactive: true,
    }),
  });
  const frame = { channel, link, close: () => link.close() };
  const takeKeyboard = vi.fn();
  unbinders.push(
    bindEditorToRuntime(store, frame, { rects: createRectBook(), onRuntimeError: () => {}, takeKeyboard }),
  );
  const post = <K extends keyof RuntimeToEditor>(type: K, payload: RuntimeToEditor[K]) => {
    const event = { origin: 'null', source: runtimeWindow, data: wrap(TOKEN, type, payload) };
    for (const listener of listeners) listener(event as unknown as MessageEvent);
  };
  const click = (selection: RuntimeToEditor['select']) => post('select', selection);
  return { store, click, post, takeKeyboard };
}

const plainClick = { shiftKey: false, metaKey: false, ctrlKey: false };

describe('a click in the canvas', () => {
  it('hands the keyboard back to the editor, on an element or on the empty page', () => {
    const { click, takeKeyboard } = boundEditor();
    click({ id: 'cards', ...plainClick });
    click({ id: null, ...plainClick });
    expect(takeKeyboard).toHaveBeenCalledTimes(2);
  });

  it('on the 3rd card of a card list selects the list and opens that card in the panel, scrolled to', () => {
    const { store, click } = boundEditor();
    click({ id: 'cards', ...plainClick, entry: { field: 'dataSource', indexes: [2] } });
    expect(store.getState().selection).toEqual(['cards']);
    expect(store.getState().panel).toEqual({
      selected: 'cards',
      name: 'dataSource',
      dataIndex: 2,
      scrollIntoView: true,
    });
  });

  it('on a feature of a list of groups names the group’s list and the feature', () => {
    const { store, click } = boundEditor();
    click({ id: 'cards', ...plainClick, entry: { field: 'dataSource', indexes: [1, 2] } });
    expect(store.getState().panel).toMatchObject({ name: 'dataSource.1', dataIndex: 2 });
  });

  it('on another entry of the selected element opens that one', () => {
    const { store, click } = boundEditor();
    click({ id: 'swiper', ...plainClick, entry: { field: 'items', indexes: [0] } });
    click({ id: 'swiper', ...plainClick, entry: { field: 'items', indexes: [1] } });
    expect(store.getState().panel).toMatchObject({ selected: 'swiper', name: 'items', dataIndex: 1 });
  });

  it('outside any entry opens the element’s panel without an entry', () => {
    const { store, click } = boundEditor();
    click({ id: 'cards', ...plainClick });
    expect(store.getState().panel).toEqual({
      selected: 'cards',
      name: null,
      dataIndex: null,
      scrollIntoView: false,
    });
  });

  it('with a modifier key adds to the selection; the entry opens only in the element whose panel shows', () => {
    const { store, click } = boundEditor();
    click({ id: 'cards', ...plainClick });
    click({ id: 'swiper', ...plainClick, shiftKey: true, entry: { field: 'items', indexes: [1] } });
    expect(store.getState().selection).toEqual(['cards', 'swiper']);
    expect(store.getState().panel).toMatchObject({ selected: 'swiper', name: 'items', dataIndex: 1 });
    click({ id: 'swiper', ...plainClick, shiftKey: true, entry: { field: 'items', indexes: [0] } });
    expect(store.getState().selection).toEqual(['cards']);
    expect(store.getState().panel).toMatchObject({ selected: 'cards', name: null, dataIndex: null });
  });
});

describe('the canvas drew', () => {
  it('lets the panels held by an edit made in view of the canvas follow', () => {
    const { store, post } = boundEditor();
    const panels = vi.fn();
    store.view.subscribe(panels);
    store.canvasFirst(() => store.commands.edit('删除', (doc) => void doc.pages[0].ast.children.pop()));
    expect(panels).not.toHaveBeenCalled();
    post('drawn', {});
    expect(panels).toHaveBeenCalledTimes(1);
  });
});
