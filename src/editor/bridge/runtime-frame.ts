import { createEditorChannel, type EditorChannel } from '../../shared/runtime-protocol/channel';
import { linkRuntime, type RuntimeLink } from '../../shared/runtime-protocol/handshake';
import type { EditorToRuntime } from '../../shared/runtime-protocol/messages';

/**
 * The runtime iframe's sandbox. `allow-scripts` runs the robot screen; `allow-same-origin` keeps
 * the runtime on our own origin, which PNG export needs (html-to-image reads the iframe's DOM and
 * computed styles from the editor) and which the protocol's origin check relies on. Both pages
 * are ours and served by the same server, so same-origin grants the runtime nothing it did not
 * have; the sandbox still denies it top navigation, popups, forms and modal dialogs.
 */
export const RUNTIME_SANDBOX = 'allow-scripts allow-same-origin';

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
  /** Sent on every `ready`: the state the runtime must show now. */
  initPayload: () => EditorToRuntime['init'];
}

export function connectRuntimeFrame({ token, target, initPayload }: RuntimeFrameOptions): RuntimeFrame {
  const channel = createEditorChannel({ target, origin: window.location.origin, token });
  const link = linkRuntime({
    channel,
    initPayload,
    // A runtime of another protocol version is a stale cached page: load it afresh.
    onVersionMismatch: () => target.location.reload(),
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
