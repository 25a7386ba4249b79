import { describe, expect, it } from 'vitest';
import { defaultControls } from '../screen/controls';
import { readMessage, wrap } from './guard';
import { EDITOR_TO_RUNTIME, RUNTIME_TO_EDITOR } from './messages';

const source = {} as MessageEventSource;
const expected = { origin: 'https://console.example', token: 'secret', source };
const event = (
  data: unknown,
  overrides: Partial<{ origin: string; source: MessageEventSource | null }> = {},
) => ({
  origin: expected.origin,
  source,
  data,
  ...overrides,
});

const documentStub = () => ({
  schemaVersion: 1,
  global: { screenSize: { width: 1080, height: 1920 }, pageInterval: 30, logoUrl: '', wakeWord: '小智小智' },
  pages: [
    {
      id: 'main',
      name: '主页',
      type: 'MAIN',
      ast: { id: 'r', tag: 'vmain-page-1', attrs: {}, styles: {}, data: {}, children: [] },
    },
  ],
  controls: defaultControls(),
});

describe('readMessage', () => {
  it('accepts a well-formed message from the expected window, origin and token', () => {
    const message = readMessage(
      event(wrap('secret', 'select', { ids: ['a', 'b'] })),
      expected,
      EDITOR_TO_RUNTIME,
    );
    expect(message).toEqual({ type: 'select', payload: { ids: ['a', 'b'] } });
  });

  it('ignores another origin, another window, a wrong or missing token', () => {
    const good = wrap('secret', 'hover', { id: 'a' });
    expect(
      readMessage(event(good, { origin: 'https://evil.example' }), expected, EDITOR_TO_RUNTIME),
    ).toBeNull();
    expect(
      readMessage(event(good, { source: {} as MessageEventSource }), expected, EDITOR_TO_RUNTIME),
    ).toBeNull();
    expect(readMessage(event(wrap('guess', 'hover', { id: 'a' })), expected, EDITOR_TO_RUNTIME)).toBeNull();
    expect(readMessage(event({ ...good, token: undefined }), expected, EDITOR_TO_RUNTIME)).toBeNull();
  });

  it('ignores foreign messages, unknown types, bad payloads and inherited type names', () => {
    expect(readMessage(event('hello'), expected, EDITOR_TO_RUNTIME)).toBeNull();
    expect(readMessage(event(null), expected, EDITOR_TO_RUNTIME)).toBeNull();
    expect(
      readMessage(event({ type: 'select', payload: { ids: [] } }), expected, EDITOR_TO_RUNTIME),
    ).toBeNull();
    expect(readMessage(event(wrap('secret', 'explode', {})), expected, EDITOR_TO_RUNTIME)).toBeNull();
    expect(readMessage(event(wrap('secret', 'toString', {})), expected, EDITOR_TO_RUNTIME)).toBeNull();
    expect(
      readMessage(event(wrap('secret', 'select', { ids: 'a' })), expected, EDITOR_TO_RUNTIME),
    ).toBeNull();
    // A runtime message type is not accepted by the runtime itself.
    expect(
      readMessage(
        event(wrap('secret', 'rects', { rects: {}, removed: [], complete: true })),
        expected,
        EDITOR_TO_RUNTIME,
      ),
    ).toBeNull();
  });

  it('ignores other protocol versions, except ready, which reports its version', () => {
    const old = { ...wrap('secret', 'hover', { id: 'a' }), version: 0 };
    expect(readMessage(event(old), expected, EDITOR_TO_RUNTIME)).toBeNull();
    const oldReady = { ...wrap('secret', 'ready', { version: 0 }), version: 0 };
    expect(readMessage(event(oldReady), expected, RUNTIME_TO_EDITOR)).toEqual({
      type: 'ready',
      payload: { version: 0 },
    });
  });

  it('carries the clicked entry of a data-source list with a selection, and checks it', () => {
    const click = { id: 'features', shiftKey: false, metaKey: false, ctrlKey: false };
    const read = (payload: unknown) =>
      readMessage(event(wrap('secret', 'select', payload)), expected, RUNTIME_TO_EDITOR)?.payload;
    expect(read(click)).toEqual(click);
    const entry = { field: 'dataSource', indexes: [0, 2] };
    expect(read({ ...click, entry })).toEqual({ ...click, entry });
    expect(read({ ...click, entry: { field: 'dataSource', indexes: [-1] } })).toBeUndefined();
    expect(read({ ...click, entry: { field: 'dataSource', indexes: [] } })).toBeUndefined();
    expect(read({ ...click, entry: { field: '__proto__', indexes: [0] } })).toBeUndefined();
    expect(read({ ...click, entry: { field: 'a.b', indexes: [0] } })).toBeUndefined();
  });

  it('refuses patches that reach for prototypes', () => {
    const patch = (path: unknown[]) =>
      wrap('secret', 'patch', { patches: [{ op: 'replace', path, value: 1 }] });
    expect(readMessage(event(patch(['pages', 0, 'name'])), expected, EDITOR_TO_RUNTIME)).not.toBeNull();
    expect(readMessage(event(patch(['__proto__', 'polluted'])), expected, EDITOR_TO_RUNTIME)).toBeNull();
    expect(readMessage(event(patch(['pages', 'constructor'])), expected, EDITOR_TO_RUNTIME)).toBeNull();
  });

  it('checks the document structure carried by init', () => {
    const init = (document: unknown) =>
      wrap('secret', 'init', { document, pageId: 'main', orientation: 'vertical', interactive: true });
    expect(readMessage(event(init(documentStub())), expected, EDITOR_TO_RUNTIME)?.type).toBe('init');
    expect(
      readMessage(event(init({ ...documentStub(), pages: 'none' })), expected, EDITOR_TO_RUNTIME),
    ).toBeNull();
  });

  it('accepts an opaque sandbox origin when that is what is expected', () => {
    const message = wrap('secret', 'select', { id: 'a', shiftKey: true, metaKey: false, ctrlKey: false });
    const sandboxed = { ...expected, origin: 'null' };
    expect(readMessage(event(message, { origin: 'null' }), sandboxed, RUNTIME_TO_EDITOR)?.type).toBe(
      'select',
    );
  });
});
