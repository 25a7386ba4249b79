import { PROTOCOL_NAME, PROTOCOL_VERSION } from './messages';

/**
 * Reading a posted message safely: it must come from the expected window and origin, carry our
 * protocol name, version and the session token, and its payload must match its type's schema.
 * Anything else is ignored (returns null), never thrown: other scripts post messages too.
 */
export interface Envelope {
  protocol: typeof PROTOCOL_NAME;
  version: number;
  token: string;
  type: string;
  payload: unknown;
}

export interface Expectation {
  /** The other side's origin; 'null' for a sandboxed iframe without allow-same-origin. */
  origin: string;
  token: string;
  /** The window the messages must come from, when known. */
  source?: MessageEventSource | null;
}

export interface ReceivedEvent {
  origin: string;
  data: unknown;
  source: MessageEventSource | null;
}

export function wrap(token: string, type: string, payload: unknown): Envelope {
  return { protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION, token, type, payload };
}

type Schemas = Record<string, { safeParse(input: unknown): { success: boolean; data?: unknown } }>;

/**
 * The message of a received event, or null when it is not for us. The version must match,
 * except for `ready`, whose payload tells the receiver which version the other side speaks.
 */
export function readMessage<S extends Schemas>(
  event: ReceivedEvent,
  expected: Expectation,
  schemas: S,
): { type: keyof S & string; payload: unknown } | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source && event.source !== expected.source) return null;
  return readEnvelope(event.data, expected.token, schemas);
}

/**
 * The message of an envelope, or null: protocol, version, token and payload checked. Alone it
 * serves a session's own MessagePort, where the port itself vouches for the sender.
 */
export function readEnvelope<S extends Schemas>(
  envelope: unknown,
  token: string,
  schemas: S,
): { type: keyof S & string; payload: unknown } | null {
  const data = envelope as Partial<Envelope> | null;
  if (typeof data !== 'object' || data === null || data.protocol !== PROTOCOL_NAME) return null;
  if (typeof data.token !== 'string' || data.token !== token) return null;
  if (typeof data.type !== 'string' || !Object.hasOwn(schemas, data.type)) return null;
  if (data.version !== PROTOCOL_VERSION && data.type !== 'ready') return null;
  const parsed = schemas[data.type].safeParse(data.payload);
  return parsed.success ? { type: data.type, payload: parsed.data } : null;
}
