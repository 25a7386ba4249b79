import type { Patch } from 'immer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultControls } from '../screen/controls';
import type { ScreenDocument } from '../screen/document';
import { createEditorChannel, createRuntimeChannel, type MessageHost, type MessageTarget } from './channel';
import { announceReady, linkRuntime } from './handshake';
import { PROTOCOL_VERSION } from './messages';

const ORIGIN = 'https://console.example';

/**
 * An editor window and its iframe, posting to each other synchronously: what the editor posts to
 * the iframe's window reaches the runtime's listeners with the parent as source, and back.
 */
function fakeWindows() {
  type Listener = (event: MessageEvent) => void;
  const editorListeners = new Set<Listener>();
  const runtimeListeners = new Set<Listener>();
  const hostOf = (listeners: Set<Listener>): MessageHost => ({
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  });
  const windowPosts = { toRuntime: 0, toEditor: 0 };
  const deliver = (listeners: Set<Listener>, source: MessageTarget, data: unknown, ports: unknown[] = []) => {
    for (const listener of [...listeners])
      listener({ origin: ORIGIN, source, data: structuredClone(data), ports } as unknown as MessageEvent);
  };
  const iframeWindow: MessageTarget = {
    postMessage: (data, _origin, ports) => {
      windowPosts.toRuntime += 1;
      deliver(runtimeListeners, parentWindow, data, ports);
    },
  };
  const parentWindow: MessageTarget = {
    postMessage: (data, _origin, ports) => {
      windowPosts.toEditor += 1;
      deliver(editorListeners, iframeWindow, data, ports);
    },
  };
  return {
    editorHost: hostOf(editorListeners),
    runtimeHost: hostOf(runtimeListeners),
    iframeWindow,
    parentWindow,
    windowPosts,
  };
}

/** A MessageChannel whose ports deliver at once (the browser's deliver in a task of their own). */
class SyncPort {
  other: SyncPort | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closed = false;
  postMessage(data: unknown) {
    if (!this.closed && this.other && !this.other.closed)
      this.other.onmessage?.({ data: structuredClone(data) });
  }
  close() {
    this.closed = true;
  }
}
class SyncMessageChannel {
  port1 = new SyncPort();
  port2 = new SyncPort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

const doc = (): ScreenDocument => ({
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

describe('handshake and patch streaming', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MessageChannel', SyncMessageChannel);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function connect() {
    const { editorHost, runtimeHost, iframeWindow, parentWindow, windowPosts } = fakeWindows();
    const editorChannel = createEditorChannel({
      target: iframeWindow,
      origin: ORIGIN,
      token: 't',
      host: editorHost,
    });
    const runtimeChannel = createRuntimeChannel({
      target: parentWindow,
      origin: ORIGIN,
      token: 't',
      host: runtimeHost,
    });
    const frames: Array<() => void> = [];
    const scheduler = { request: (callback: () => void) => frames.push(callback), cancel: () => {} };
    return { editorChannel, runtimeChannel, frames, scheduler, windowPosts };
  }

  it('repeats ready until init arrives, and init carries the current state', () => {
    const { editorChannel, runtimeChannel, scheduler } = connect();
    const readies = vi.fn();
    editorChannel.on('ready', readies);
    announceReady(runtimeChannel);
    vi.advanceTimersByTime(350);
    expect(readies).toHaveBeenCalledTimes(4);

    const inits = vi.fn();
    runtimeChannel.on('init', inits);
    const link = linkRuntime({
      channel: editorChannel,
      initPayload: () => ({ document: doc(), pageId: 'main', orientation: 'vertical', interactive: true }),
      scheduler,
    });
    vi.advanceTimersByTime(100);
    expect(inits).toHaveBeenCalledTimes(1);
    expect(inits.mock.calls[0][0].document.global.wakeWord).toBe('小智小智');
    vi.advanceTimersByTime(1000);
    expect(readies).toHaveBeenCalledTimes(5);
    expect(link.isConnected()).toBe(true);
  });

  it('answers each announcement once, however many of its posts queued up while the editor was busy', () => {
    const { editorChannel, runtimeChannel, scheduler } = connect();
    const inits = vi.fn();
    runtimeChannel.on('init', inits);
    linkRuntime({
      channel: editorChannel,
      initPayload: () => ({ document: doc(), pageId: 'main', orientation: 'vertical', interactive: true }),
      scheduler,
    });
    // Posts of one announcement that reached the editor after it had already answered the first.
    runtimeChannel.send('ready', { version: PROTOCOL_VERSION, round: 'load' });
    runtimeChannel.send('ready', { version: PROTOCOL_VERSION, round: 'load' });
    runtimeChannel.send('ready', { version: PROTOCOL_VERSION, round: 'load' });
    expect(inits).toHaveBeenCalledTimes(1);
    // The runtime asks for the whole state again (or reloads): a new announcement, a new answer.
    runtimeChannel.send('ready', { version: PROTOCOL_VERSION, round: 'again' });
    expect(inits).toHaveBeenCalledTimes(2);
  });

  it('keeps a runtime that is ready before there is anything to show waiting, and answers it as soon as there is', () => {
    const { editorChannel, runtimeChannel, scheduler } = connect();
    const inits = vi.fn();
    runtimeChannel.on('init', inits);
    let shown: ScreenDocument | null = null;
    const link = linkRuntime({
      channel: editorChannel,
      initPayload: () =>
        shown && { document: shown, pageId: 'main', orientation: 'vertical', interactive: true },
      scheduler,
    });
    runtimeChannel.send('ready', { version: PROTOCOL_VERSION, round: 'load' });
    expect(inits).not.toHaveBeenCalled();
    expect(link.isConnected()).toBe(false);

    shown = doc();
    link.reinit();
    expect(inits).toHaveBeenCalledTimes(1);
    expect(link.isConnected()).toBe(true);
    // Its queued posts of the same announcement are not answered again.
    runtimeChannel.send('ready', { version: PROTOCOL_VERSION, round: 'load' });
    expect(inits).toHaveBeenCalledTimes(1);
  });

  it('after init, both sides talk over the port init handed over, not through the windows', () => {
    const { editorChannel, runtimeChannel, scheduler, windowPosts } = connect();
    const patches = vi.fn();
    const selections = vi.fn();
    runtimeChannel.on('patch', patches);
    editorChannel.on('select', selections);
    const link = linkRuntime({
      channel: editorChannel,
      initPayload: () => ({ document: doc(), pageId: 'main', orientation: 'vertical', interactive: true }),
      scheduler,
    });
    announceReady(runtimeChannel);
    const before = { ...windowPosts };
    link.sendPatches([{ op: 'replace', path: ['global', 'wakeWord'], value: '你好' }]);
    runtimeChannel.send('select', { id: 'r', shiftKey: false, metaKey: false, ctrlKey: false });
    expect(patches).toHaveBeenCalledTimes(1);
    expect(selections).toHaveBeenCalledWith({ id: 'r', shiftKey: false, metaKey: false, ctrlKey: false });
    expect(windowPosts).toEqual(before);
  });

  it('sends the first edit of a frame at once, the rest of the frame as one message, nothing before init', () => {
    const { editorChannel, runtimeChannel, frames, scheduler } = connect();
    const received = vi.fn();
    runtimeChannel.on('patch', received);
    const link = linkRuntime({
      channel: editorChannel,
      initPayload: () => ({ document: doc(), pageId: 'main', orientation: 'vertical', interactive: true }),
      scheduler,
    });
    const edit = (value: string): Patch[] => [{ op: 'replace', path: ['global', 'wakeWord'], value }];
    const sentValues = () => received.mock.calls.map((call) => call[0].patches.map((p: Patch) => p.value));
    link.sendPatches(edit('早'));
    expect(frames).toHaveLength(0);

    announceReady(runtimeChannel);
    link.sendPatches(edit('早上'));
    expect(sentValues()).toEqual([['早上']]);
    link.sendPatches(edit('早上好'));
    link.sendPatches(edit('早上好！'));
    expect(received).toHaveBeenCalledTimes(1);
    frames.shift()!();
    expect(sentValues()).toEqual([['早上'], ['早上好', '早上好！']]);
    // A frame with nothing queued ends the batching: the next edit goes at once again.
    frames.shift()!();
    link.sendPatches(edit('晚上'));
    expect(sentValues().at(-1)).toEqual(['晚上']);
  });

  it('re-sends init and the selection when the runtime reloads', () => {
    const { editorChannel, runtimeChannel, scheduler } = connect();
    const inits = vi.fn();
    const selects = vi.fn();
    runtimeChannel.on('init', inits);
    runtimeChannel.on('select', selects);
    const link = linkRuntime({
      channel: editorChannel,
      initPayload: () => ({ document: doc(), pageId: 'main', orientation: 'vertical', interactive: true }),
      scheduler,
    });
    announceReady(runtimeChannel);
    link.select(['r']);
    announceReady(runtimeChannel);
    expect(inits).toHaveBeenCalledTimes(2);
    expect(selects.mock.calls.map((call) => call[0])).toEqual([{ ids: ['r'] }, { ids: ['r'] }]);
  });

  it('reports a runtime that speaks another version instead of initialising it', () => {
    const { editorChannel, runtimeChannel, scheduler } = connect();
    const mismatch = vi.fn();
    const link = linkRuntime({
      channel: editorChannel,
      initPayload: () => ({ document: doc(), pageId: 'main', orientation: 'vertical', interactive: true }),
      onVersionMismatch: mismatch,
      scheduler,
    });
    runtimeChannel.send('ready', { version: 99 });
    expect(mismatch).toHaveBeenCalledWith(99);
    expect(link.isConnected()).toBe(false);
  });
});
