import { createEditorChannel, type EditorChannel } from '../shared/runtime-protocol/channel';
import { linkRuntime, type RuntimeLink } from '../shared/runtime-protocol/handshake';
import type { EditorToRuntime } from '../shared/runtime-protocol/messages';

/**
 * The runtime iframe's sandbox: scripts only. Without `allow-same-origin` the runtime is a
 * document of an opaque origin, which Chromium runs in a process of its own: the robot screen's
 * rendering and the editor's work no longer take turns on one thread (a key press in a property
 * field and the canvas's next frame overlap), and the runtime can read nothing of the console
 * (no token, no storage, no DOM). It talks to the editor only through the typed protocol, draws
 * its own PNGs (capture) and forwards the editor's shortcuts pressed inside it (key). The page
 * renderer is sandboxed alike: its drawings (thumbnails, exports) never hold up the editor.
 */
export const RUNTIME_SANDBOX = 'allow-scripts';

/** A runtime in an iframe, spoken to over the typed protocol with its session token. */
export interface RuntimeFrame {
  channel: EditorChannel;
  link: RuntimeLink;
  close(): void;
}

export interface RuntimeFrameOptions {
  token: string;
  /** The iframe's window (the iframe must be in the document). */
  target: Window;
  /** The iframe's address: a runtime of another protocol version is loaded from it afresh. */
  src: string;
  /** Sent on every `ready`: the state the runtime must show now. */
  initPayload: () => EditorToRuntime['init'];
}

/** Connects to a runtime in an iframe sandboxed with RUNTIME_SANDBOX (an opaque origin: `null`). */
export function connectRuntimeFrame({ token, target, src, initPayload }: RuntimeFrameOptions): RuntimeFrame {
  const channel = createEditorChannel({ target, origin: 'null', token });
  const link = linkRuntime({
    channel,
    initPayload,
    // A runtime of another protocol version is a stale cached page: load it afresh (`replace`
    // is what a page may do to a window of another origin).
    onVersionMismatch: () => target.location.replace(src),
  });
  return {
    channel,
    link,
    close() {
      link.close();
      channel.close();
    },
  };
}
