import { createEditorChannel, type EditorChannel } from '../shared/runtime-protocol/channel';
import { linkRuntime, type RuntimeLink } from '../shared/runtime-protocol/handshake';
import type { EditorToRuntime } from '../shared/runtime-protocol/messages';

/**
 * The runtime iframe's sandbox: scripts only. Without `allow-same-origin` the runtime is a
 * document of an opaque origin, which Chromium runs in a process of its own: the robot screen's
 * rendering and the editor's work no longer take turns on one thread (a key press in a property
 * field and the canvas's next frame overlap), and the runtime can read nothing of the console
 * (no token, no storage, no DOM). It talks to the editor only through the typed protocol, draws
 * its own PNGs (capture) and forwards the editor's shortcuts pressed inside it (key).
 */
export const RUNTIME_SANDBOX = 'allow-scripts';

/** A runtime in an iframe, spoken to over the typed protocol with its session token. */
export interface RuntimeFrame {
  channel: EditorChannel;
  link: RuntimeLink;
  close(): void;
}

/**
 * The page renderer's sandbox (PNG export, thumbnails): never shown, so Chromium would throttle
 * it as an iframe of another origin (its timers, its picture decoding), and a PNG would take
 * seconds. Of our own origin it runs in the editor's process at full speed; it is only ever
 * given the document the editor already holds, and it draws nothing the designer clicks.
 */
export const RENDERER_SANDBOX = 'allow-scripts allow-same-origin';

export interface RuntimeFrameOptions {
  token: string;
  /** The iframe's window (the iframe must be in the document). */
  target: Window;
  /** The iframe's address: a runtime of another protocol version is loaded from it afresh. */
  src: string;
  /** The iframe's sandbox: RUNTIME_SANDBOX (an opaque origin) or RENDERER_SANDBOX (ours). */
  sandbox: typeof RUNTIME_SANDBOX | typeof RENDERER_SANDBOX;
  /** Sent on every `ready`: the state the runtime must show now. */
  initPayload: () => EditorToRuntime['init'] | null;
}

export function connectRuntimeFrame({
  token,
  target,
  src,
  sandbox,
  initPayload,
}: RuntimeFrameOptions): RuntimeFrame {
  const origin = sandbox === RUNTIME_SANDBOX ? 'null' : window.location.origin;
  const channel = createEditorChannel({ target, origin, token });
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
