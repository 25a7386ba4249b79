import { type Expectation, readEnvelope, readMessage, wrap } from './guard';
import { EDITOR_TO_RUNTIME, type EditorToRuntime, RUNTIME_TO_EDITOR, type RuntimeToEditor } from './messages';

/** The window we post to: an iframe's contentWindow, or the runtime's parent. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void;
}

/** Where we listen: our own window. */
export interface MessageHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface ChannelOptions {
  target: MessageTarget;
  /** The other side's origin. 'null' is a sandboxed iframe's opaque origin: we then post with '*'. */
  origin: string;
  token: string;
  host?: MessageHost;
}

export interface Channel<Send, Receive> {
  send<K extends keyof Send & string>(type: K, payload: Send[K]): void;
  /** Subscribes to one message type; returns the unsubscribe function. */
  on<K extends keyof Receive & string>(type: K, handler: (payload: Receive[K]) => void): () => void;
  close(): void;
}

type Schemas<M> = { [K in keyof M]: { safeParse(input: unknown): { success: boolean; data?: unknown } } };

/**
 * A channel over `postMessage`. The side that starts a session (the editor, with `init`) hands
 * the other a MessagePort of its own with it, and both then talk over that port: Chromium
 * delivers a window's message to an iframe of another process only after the sender's task
 * ends, a port's message at once, so the canvas applies a key press's patch while the editor
 * is still rendering its panel. The port vouches for the sender; the window's messages are
 * checked for origin and source, and `ready` (a reloaded runtime) always comes that way.
 */
function createChannel<Send, Receive>(
  { target, origin, token, host = window }: ChannelOptions,
  schemas: Schemas<Receive>,
  startsSession?: keyof Send & string,
): Channel<Send, Receive> {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const expected: Expectation = { origin, token, source: target as unknown as MessageEventSource };
  let port: MessagePort | null = null;
  const dispatch = (message: { type: string; payload: unknown }) => {
    for (const handler of handlers.get(message.type) ?? []) handler(message.payload as never);
  };
  const fromPort = (event: MessageEvent) => {
    const message = readEnvelope(event.data, token, schemas);
    if (message) dispatch(message);
  };
  const adoptPort = (next: MessagePort | undefined) => {
    if (!next) return;
    port?.close();
    port = next;
    port.onmessage = fromPort;
  };
  const listener = (event: MessageEvent) => {
    const message = readMessage(event, expected, schemas);
    if (!message) return;
    adoptPort(event.ports?.[0]);
    dispatch(message);
  };
  host.addEventListener('message', listener);
  const targetOrigin = origin === 'null' ? '*' : origin;

  return {
    send(type, payload) {
      const envelope = wrap(token, type, payload);
      if (type === startsSession && typeof MessageChannel !== 'undefined') {
        const session = new MessageChannel();
        adoptPort(session.port1);
        target.postMessage(envelope, targetOrigin, [session.port2]);
      } else if (port) port.postMessage(envelope);
      else target.postMessage(envelope, targetOrigin);
    },
    on(type, handler) {
      if (!handlers.has(type)) handlers.set(type, new Set());
      handlers.get(type)!.add(handler as (payload: never) => void);
      return () => handlers.get(type)?.delete(handler as (payload: never) => void);
    },
    close() {
      host.removeEventListener('message', listener);
      port?.close();
      handlers.clear();
    },
  };
}

export type EditorChannel = Channel<EditorToRuntime, RuntimeToEditor>;
export type RuntimeChannel = Channel<RuntimeToEditor, EditorToRuntime>;

/** The editor's end: posts to the iframe, accepts only what the runtime may say. */
export function createEditorChannel(options: ChannelOptions): EditorChannel {
  return createChannel<EditorToRuntime, RuntimeToEditor>(options, RUNTIME_TO_EDITOR, 'init');
}

/** The runtime's end: posts to its parent, accepts only what the editor may say. */
export function createRuntimeChannel(options: ChannelOptions): RuntimeChannel {
  return createChannel<RuntimeToEditor, EditorToRuntime>(options, EDITOR_TO_RUNTIME);
}
