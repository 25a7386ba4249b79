import {
  type Activation,
  type AskBody,
  type CommandAck,
  type CommandAckAnswer,
  type ConfigurationBundle,
  DEVICE_LINK,
  type EventBatchAnswer,
  type HeartbeatAnswer,
  type HeartbeatBody,
  type RobotEvent,
} from '../shared/api/device-link';
import type { Envelope } from '../shared/api/envelope';
import type { FaceSearchAnswer } from '../shared/api/face-search';
import type { MatchAnswer } from '../shared/api/test-chat';
import type { AnswerMatch, AnswerMatchBody } from '../shared/scene-flow/answer-match';
import { QUESTIONNAIRE_API, type QuestionnaireAnswer } from '../shared/skill-store/questionnaire-answers';
import { readServerSentEvents, type ServerSentEvent } from '../shared/sse-reader';

/** The server refused a call: its HTTP status and Chinese message. */
export class DeviceCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DeviceCallError';
  }
}

/** The configuration call's answer: the bundle, or null when the held ETag still matches (304). */
export interface ConfigurationAnswer {
  etag: string | null;
  bundle: ConfigurationBundle | null;
}

/**
 * A robot's side of the device API over HTTP (fetch), exactly as the OpenAPI document
 * describes it. Network failures reject with fetch's own error; refusals with DeviceCallError.
 */
export class DeviceClient {
  token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async activate(activationKey: string, serial: string, firmware?: string): Promise<Activation> {
    const activation = await this.json<Activation>('POST', DEVICE_LINK.activate, {
      activationKey,
      serial,
      firmware,
    });
    this.token = activation.deviceToken;
    return activation;
  }

  heartbeat(beat: HeartbeatBody): Promise<HeartbeatAnswer> {
    return this.json('POST', DEVICE_LINK.heartbeat, beat);
  }

  /** The platform's answer to a visitor's question (the project's matcher). */
  ask(body: AskBody): Promise<MatchAnswer> {
    return this.json('POST', DEVICE_LINK.ask, body);
  }

  /** The branch of a scene's ask a visitor's answer takes (the project's matcher). */
  sceneAnswer(body: AnswerMatchBody): Promise<AnswerMatch> {
    return this.json('POST', DEVICE_LINK.sceneAnswer, body);
  }

  /** `image`: a snapshot as base64 (JPEG or PNG). */
  faceSearch(image: string): Promise<FaceSearchAnswer> {
    return this.json('POST', DEVICE_LINK.faceSearch, { image });
  }

  /** A visitor's answers to the project's questionnaire. */
  postQuestionnaireAnswer(answer: QuestionnaireAnswer): Promise<{ stored: number }> {
    return this.json('POST', QUESTIONNAIRE_API.answer, answer);
  }

  postEvents(events: RobotEvent[]): Promise<EventBatchAnswer> {
    return this.json('POST', DEVICE_LINK.events, { events });
  }

  ack(commandId: string, ack: CommandAck): Promise<CommandAckAnswer> {
    return this.json('POST', DEVICE_LINK.ack.replace(':id', encodeURIComponent(commandId)), ack);
  }

  async configuration(heldEtag: string | null): Promise<ConfigurationAnswer> {
    const response = await this.fetch(
      'GET',
      DEVICE_LINK.configuration,
      undefined,
      heldEtag ? { 'if-none-match': heldEtag } : {},
    );
    if (response.status === 304) return { etag: heldEtag, bundle: null };
    const bundle = await this.read<ConfigurationBundle>(response);
    return { etag: response.headers.get('etag'), bundle };
  }

  /** Opens the push channel; the events end when the server closes it or `signal` aborts. */
  async *commands(signal: AbortSignal, onComment?: () => void): AsyncGenerator<ServerSentEvent> {
    const response = await fetch(new URL(DEVICE_LINK.commands, this.baseUrl), {
      headers: { ...this.authorization(), accept: 'text/event-stream' },
      signal,
    });
    if (!response.ok) await this.read(response);
    if (!response.body) return;
    yield* readServerSentEvents(response.body, onComment);
  }

  private async json<T>(method: string, path: string, body: unknown): Promise<T> {
    return this.read<T>(await this.fetch(method, path, body));
  }

  private fetch(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        ...this.authorization(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private async read<T>(response: Response): Promise<T> {
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !envelope || envelope.status !== 0) {
      throw new DeviceCallError(response.status, envelope?.message ?? response.statusText);
    }
    return envelope.data;
  }

  private authorization(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }
}
