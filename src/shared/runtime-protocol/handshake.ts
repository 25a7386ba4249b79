import type { Patch } from 'immer';
import type { EditorChannel, RuntimeChannel } from './channel';
import { createFrameBatcher, type FrameScheduler } from './frame-batcher';
import { type CaptureRequest, type EditorToRuntime, type MeasureRequest, PROTOCOL_VERSION } from './messages';
import { createSessionToken } from './token';

export const READY_INTERVAL_MS = 100;

/**
 * The runtime's half of the handshake: post `ready` now and every 100 ms until the first `init`
 * arrives (the editor may not be listening yet when the iframe loads). Returns a stop function.
 */
export function announceReady(channel: RuntimeChannel, intervalMs = READY_INTERVAL_MS): () => void {
  const round = createSessionToken();
  const post = () => channel.send('ready', { version: PROTOCOL_VERSION, round });
  post();
  const timer = setInterval(post, intervalMs);
  const stop = () => {
    clearInterval(timer);
    unsubscribe();
  };
  const unsubscribe = channel.on('init', stop);
  return stop;
}

export interface RuntimeLinkOptions {
  channel: EditorChannel;
  /**
   * The current state to (re)send whenever the runtime says it is ready; null while there is
   * nothing to show yet (a runtime started ahead of its document waits for `reinit`).
   */
  initPayload: () => EditorToRuntime['init'] | null;
  /** The runtime speaks another version (a stale cached page): the editor should reload it. */
  onVersionMismatch?: (runtimeVersion: number) => void;
  scheduler?: FrameScheduler;
}

export interface RuntimeLink {
  /** Queues document patches; they are posted once per animation frame, in order. */
  sendPatches(patches: Patch[]): void;
  select(ids: string[]): void;
  hover(id: string | null): void;
  orientation(orientation: EditorToRuntime['orientation']['orientation']): void;
  page(pageId: string): void;
  /** Asks for a PNG of the page shown; before the first `init`, it follows that `init`. */
  capture(request: CaptureRequest): void;
  /** Asks for the boxes of the page shown; before the first `init`, it follows that `init`. */
  measure(request: MeasureRequest): void;
  /**
   * Sends the whole state again (another document was loaded, a conflict was resolved), or for
   * the first time to a runtime that announced itself before there was anything to show.
   */
  reinit(): void;
  isConnected(): boolean;
  close(): void;
}

/**
 * The editor's half: answer every `ready` with `init` (the runtime may reload at any time), then
 * stream patches batched per frame. Before the first `init`, patches are dropped: `init` carries
 * the state they lead to. Selection and hover are whole values, re-sent after each `init`.
 */
export function linkRuntime({
  channel,
  initPayload,
  onVersionMismatch,
  scheduler,
}: RuntimeLinkOptions): RuntimeLink {
  let connected = false;
  /** The runtime's announcement last answered: its later posts queued up and need no new `init`. */
  let answered: string | undefined;
  /** A runtime announced itself while there was nothing to show: it waits for `reinit`. */
  let waitingRuntime = false;
  let selected: string[] = [];
  let hovered: string | null = null;
  /** Requests made before the first `init`: sent right after it. */
  const waiting: Array<() => void> = [];
  const patches = createFrameBatcher<Patch[]>(
    (batches) => channel.send('patch', { patches: batches.flat() }),
    scheduler,
  );

  const init = () => {
    const payload = initPayload();
    waitingRuntime = payload === null;
    if (payload === null) return;
    patches.drop();
    channel.send('init', payload);
    if (selected.length > 0) channel.send('select', { ids: selected });
    if (hovered !== null) channel.send('hover', { id: hovered });
    connected = true;
    for (const send of waiting.splice(0)) send();
  };

  const afterInit = (send: () => void) => {
    if (connected) send();
    else waiting.push(send);
  };

  const unsubscribe = channel.on('ready', ({ version, round }) => {
    if (version !== PROTOCOL_VERSION) {
      onVersionMismatch?.(version);
      return;
    }
    // Each answer makes the runtime draw the whole document again (a second of work on a page
    // of 1,000 modules): a runtime that loaded while the editor was busy is answered once.
    if (round !== undefined && round === answered) return;
    answered = round;
    init();
  });

  return {
    sendPatches(list) {
      if (connected && list.length > 0) patches.push(list);
    },
    select(ids) {
      selected = ids;
      if (connected) channel.send('select', { ids });
    },
    hover(id) {
      hovered = id;
      if (connected) channel.send('hover', { id });
    },
    orientation(orientation) {
      patches.flush();
      if (connected) channel.send('orientation', { orientation });
    },
    page(pageId) {
      patches.flush();
      if (connected) channel.send('page', { pageId });
    },
    capture(request) {
      afterInit(() => channel.send('capture', request));
    },
    measure(request) {
      afterInit(() => channel.send('measure', request));
    },
    reinit() {
      if (connected || waitingRuntime) init();
    },
    isConnected: () => connected,
    close() {
      patches.drop();
      unsubscribe();
    },
  };
}
