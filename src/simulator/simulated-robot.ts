import { createHash, randomBytes } from 'node:crypto';
import {
  type CommandAck,
  type ConfigurationBundle,
  KEEP_ALIVE_SECONDS,
  PUSH_EVENTS,
  type PushedCommand,
  type RevokedNotice,
  type RobotEvent,
} from '../shared/api/device-link';
import { answeredTurn } from './answered-turn';
import { Backoff, pause } from './backoff';
import { BaseRoutine } from './base-routine';
import { DeviceCallError, DeviceClient } from './device-client';
import { EventOutbox, type NewEvent } from './event-outbox';
import { FaceCamera } from './face-camera';
import { type BodyRates, DEFAULT_BODY_RATES, RobotBody } from './robot-body';
import { SceneRunner } from './scene-runner';
import { BUILT_IN_SITE, siteFromBundle } from './site-map';
import { SkillDuties } from './skill-duties';
import { pickOf, tappedSuggestion, tapTime } from './suggestion-tap';
import type { TokenStore } from './token-file';

type ConversationTurn = Extract<NewEvent, { type: 'conversation' }>;

export interface RobotTiming {
  heartbeatMs: number;
  /** Real milliseconds per simulated second (movement, visitors, questions). */
  tickMs: number;
  flushMs: number;
  backoffMinMs: number;
  backoffMaxMs: number;
  requestTimeoutMs: number;
  /** A push channel silent this long (no keep-alive) is taken for dead and reopened. */
  streamSilenceMs: number;
  rates: BodyRates;
}

export const DEFAULT_TIMING: RobotTiming = {
  heartbeatMs: 10_000,
  tickMs: 1_000,
  flushMs: 5_000,
  backoffMinMs: 500,
  backoffMaxMs: 30_000,
  requestTimeoutMs: 10_000,
  streamSilenceMs: 3 * KEEP_ALIVE_SECONDS * 1000,
  rates: DEFAULT_BODY_RATES,
};

export interface RobotStats {
  serial: string;
  deviceId: string | null;
  online: boolean;
  battery: number;
  pointName: string | null;
  eventsCreated: number;
  eventsStored: number;
  eventsDuplicate: number;
  eventsPending: number;
  commandsDone: number;
}

/** A robot's serial follows from its key, so a robot re-run with the same key activates again. */
export const serialFor = (activationKey: string, prefix = 'SIM') =>
  `${prefix}-${createHash('sha256').update(activationKey).digest('hex').slice(0, 10).toUpperCase()}`;

/**
 * One simulated robot speaking the device API only: it activates, beats, keeps its
 * configuration, walks and talks (RobotBody), sends its events in batches until acknowledged,
 * and carries out pushed commands. Every loop survives a server that goes away: it backs off
 * and tries again, re-activating if its token is no longer accepted.
 */
export class SimulatedRobot {
  readonly serial: string;
  deviceId: string | null = null;
  online = false;
  private readonly client: DeviceClient;
  private readonly body: RobotBody;
  private readonly faces: FaceCamera;
  private readonly duties: SkillDuties;
  private readonly outbox: EventOutbox;
  private readonly scenes: SceneRunner;
  private readonly stopping = new AbortController();
  private readonly handled = new Map<string, CommandAck['status']>();
  private activation: Promise<void> | null = null;
  private configurationEtag: string | null = null;
  /** The project's default speaker from the bundle: the voice the robot speaks with. */
  private speaker: ConfigurationBundle['speaker'] = null;
  private goTo: { commandId: string; point: string } | null = null;
  private acks = Promise.resolve();
  private commandsDone = 0;
  private running: Promise<unknown> = Promise.resolve();
  private readonly routine = new BaseRoutine((line) => this.log(`${this.serial}: ${line}`));

  constructor(
    baseUrl: string,
    private readonly activationKey: string,
    private readonly timing: RobotTiming,
    private readonly log: (line: string) => void = () => undefined,
    onEvent: (event: RobotEvent) => void = () => undefined,
    serialPrefix?: string,
    private readonly tokens?: TokenStore,
  ) {
    this.serial = serialFor(activationKey, serialPrefix);
    this.client = new DeviceClient(baseUrl, timing.requestTimeoutMs);
    // The token of an earlier run proves the binding when the robot activates again.
    this.client.token = tokens?.get(activationKey) ?? null;
    this.body = new RobotBody(timing.rates);
    this.faces = new FaceCamera(this.client, Math.random, (line) => this.log(`${this.serial} 问候：${line}`));
    this.scenes = new SceneRunner(
      async (answer, branches) => (await this.client.sceneAnswer({ answer, branches })).branchId,
    );
    this.duties = new SkillDuties(
      this.body,
      (text) => this.log(`${this.serial} 播报：${text}`),
      (line) => this.log(`${this.serial}: ${line}`),
    );
    this.outbox = new EventOutbox(`${Date.now().toString(36)}${randomBytes(3).toString('hex')}`, onEvent);
  }

  start(): void {
    this.running = this.reactivate().then(() =>
      this.stopping.signal.aborted
        ? null
        : Promise.all([this.beatLoop(), this.lifeLoop(), this.flushLoop(), this.commandLoop()]),
    );
  }

  /** Stops every loop, then sends what is still queued once more. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
    await this.acks;
    await this.faces.idle();
    if (this.client.token) await this.outbox.flush(this.client).catch(() => undefined);
  }

  stats(): RobotStats {
    return {
      serial: this.serial,
      deviceId: this.deviceId,
      online: this.online,
      battery: Math.round(this.body.battery),
      pointName: this.body.pointName,
      eventsCreated: this.outbox.created,
      eventsStored: this.outbox.stored,
      eventsDuplicate: this.outbox.duplicates,
      eventsPending: this.outbox.pending,
      commandsDone: this.commandsDone,
    };
  }

  private get signal(): AbortSignal {
    return this.stopping.signal;
  }

  /** One activation at a time, retried until it succeeds or the robot stops. */
  private reactivate(): Promise<void> {
    this.activation ??= (async () => {
      const backoff = new Backoff(this.timing.backoffMinMs, this.timing.backoffMaxMs);
      while (!this.signal.aborted) {
        try {
          const activation = await this.client.activate(this.activationKey, this.serial, 'sim-1.0');
          this.tokens?.set(this.activationKey, activation.deviceToken);
          this.deviceId = activation.deviceId;
          this.log(`${this.serial}: 已激活为「${activation.name}」`);
          return;
        } catch (error) {
          this.noteTrouble(error);
          if (!this.signal.aborted) this.log(`${this.serial}: 激活失败（${reasonOf(error)}），稍后重试`);
          await pause(
            error instanceof DeviceCallError ? this.timing.backoffMaxMs : backoff.next(),
            this.signal,
          );
        }
      }
    })().finally(() => {
      this.activation = null;
    });
    return this.activation;
  }

  /** Runs `call` every `everyMs` (after success) until stopped; failures back off. */
  private async loop(everyMs: () => number, call: () => Promise<void>): Promise<void> {
    const backoff = new Backoff(this.timing.backoffMinMs, this.timing.backoffMaxMs);
    while (!this.signal.aborted) {
      try {
        await call();
        backoff.reset();
        await pause(everyMs(), this.signal);
      } catch (error) {
        await pause(await this.recover(error, backoff), this.signal);
      }
    }
  }

  /** What a failed call means for the robot, and how long to wait before the next try. */
  private async recover(error: unknown, backoff: Backoff): Promise<number> {
    this.noteTrouble(error);
    if (!(error instanceof DeviceCallError)) return backoff.next();
    if (error.status === 401) await this.reactivate();
    if (error.status === 429) return 1_000;
    if (error.status === 403) return this.timing.backoffMaxMs;
    return backoff.next();
  }

  private noteTrouble(error: unknown): void {
    if (this.signal.aborted) return;
    if (this.online) this.log(`${this.serial}: 离线（${reasonOf(error)}），稍后重试`);
    this.online = false;
  }

  private beatLoop(): Promise<void> {
    return this.loop(
      () => this.timing.heartbeatMs,
      async () => {
        const answer = await this.client.heartbeat(this.body.heartbeat());
        if (!this.online) this.log(`${this.serial}: 在线`);
        this.online = true;
        if (answer.configurationEtag !== this.configurationEtag) await this.refreshConfiguration();
      },
    );
  }

  private async refreshConfiguration(): Promise<void> {
    const { etag, bundle } = await this.client.configuration(this.configurationEtag);
    this.configurationEtag = etag;
    if (!bundle) return;
    this.body.talk.learn(bundle);
    this.scenes.learn(bundle);
    const site = siteFromBundle(bundle) ?? BUILT_IN_SITE;
    if (site.mapId !== this.body.mapId) {
      this.log(
        `${this.serial}: ${site.mapId ? `在地图上行走（${site.points.length} 个点位）` : '地图为空，使用内置场地'}`,
      );
    }
    this.body.walkOn(site);
    this.duties.learn(bundle.skills);
    // A destination the new map does not have cannot be reached: say so rather than stay under way.
    if (this.goTo && this.body.target !== this.goTo.point) {
      this.acknowledge(this.goTo.commandId, 'FAILED', `地图上没有点位「${this.goTo.point}」`);
      this.goTo = null;
    }
    const speaker = bundle.speaker ?? null;
    if (speaker && speaker.id !== this.speaker?.id)
      this.log(
        `${this.serial}: 发音人「${speaker.name}」（语速 ${speaker.speed} 倍，音量 ${speaker.volume}）`,
      );
    this.speaker = speaker;
    this.body.volume = this.routine.adopt(bundle) ?? this.body.volume;
    this.body.learnScreen(bundle.screen?.pageIds ?? []);
  }

  private lifeLoop(): Promise<void> {
    return this.loop(
      () => this.timing.tickMs,
      async () => {
        const now = new Date();
        if (!this.routine.awake(now) || !this.duties.awake(now)) return;
        this.duties.tick(now, this.goTo !== null);
        const { events, arrived } = this.body.step(now);
        this.duties.arrived(arrived);
        for (const event of events) {
          for (const reported of event.type === 'conversation' ? await this.answer(event) : [event])
            this.outbox.add(reported);
          this.faces.look(event, (seen) => this.outbox.add(seen));
          if (event.type === 'visitor' && event.kind === 'LEFT') this.askQuestionnaire(now);
        }
        for (const run of await this.scenes.tick(now, (line) => this.log(`${this.serial}: ${line}`))) {
          this.outbox.add(run);
        }
        if (arrived && this.goTo?.point === arrived) {
          this.acknowledge(this.goTo.commandId, 'DONE');
          this.goTo = null;
        }
      },
    );
  }

  /**
   * A visitor's question answered by the platform's matcher, reported with its matched/unknown;
   * while the platform cannot be reached, the robot's own offline answer stands. When the robot
   * did not understand and offered the question the visitor meant (您是不是想问), the visitor taps
   * it or says its place (第二个): a second turn of the same conversation (its `matched` drawn is
   * what they meant).
   */
  private async answer(turn: ConversationTurn): Promise<ConversationTurn[]> {
    const done = this.duties.handle(turn.question, this.goTo?.point ?? null);
    if (done) return [{ ...turn, ...done, unknown: false }];
    try {
      const answer = await this.client.ask({ question: turn.question, sessionId: turn.sessionId });
      const answered = { ...turn, ...answeredTurn(turn.question, answer) };
      const tapped = tappedSuggestion(turn.matched, answer);
      if (!tapped) return [answered];
      const pick = pickOf(tapped, answer.suggestions, Math.random);
      const again = await this.client.ask({
        question: pick,
        sessionId: turn.sessionId,
        offered: answer.suggestions,
      });
      return [answered, { ...turn, at: tapTime(turn.at), ...answeredTurn(pick, again) }];
    } catch {
      return [turn];
    }
  }

  /** A leaving visitor fills in the questionnaire, when one is being asked; a lost answer is not retried. */
  private askQuestionnaire(now: Date): void {
    const answer = this.duties.questionnaireAnswer(`${this.serial}-q-${now.getTime()}`, now, Math.random);
    if (answer) void this.client.postQuestionnaireAnswer(answer).catch(() => undefined);
  }

  private flushLoop(): Promise<void> {
    return this.loop(
      () => this.timing.flushMs,
      () => this.outbox.flush(this.client),
    );
  }

  private commandLoop(): Promise<void> {
    return this.loop(
      () => 0,
      async () => {
        const connection = new AbortController();
        const onStop = () => connection.abort();
        this.signal.addEventListener('abort', onStop, { once: true });
        let silence = setTimeout(() => connection.abort(), this.timing.streamSilenceMs);
        const heard = () => {
          clearTimeout(silence);
          silence = setTimeout(() => connection.abort(), this.timing.streamSilenceMs);
        };
        try {
          for await (const { event, data } of this.client.commands(connection.signal, heard)) {
            heard();
            if (event === PUSH_EVENTS.command) this.carryOut(JSON.parse(data) as PushedCommand);
            if (event === PUSH_EVENTS.revoked) {
              const notice = JSON.parse(data) as RevokedNotice;
              throw new DeviceCallError(notice.status, notice.message);
            }
          }
        } catch (error) {
          // A stream cut by us (stop or silence) is not a failure: reopen.
          if (!connection.signal.aborted) throw error;
        } finally {
          clearTimeout(silence);
          this.signal.removeEventListener('abort', onStop);
        }
        // The server ended the stream (a restart, a deploy): wait a little before reopening.
        await pause(this.timing.backoffMinMs, this.signal);
      },
    );
  }

  private carryOut(command: PushedCommand): void {
    // Pushed again after a reconnect: say again what was said (the first answer may be lost).
    const answered = this.handled.get(command.id);
    if (answered || this.goTo?.commandId === command.id) {
      this.acknowledge(command.id, answered ?? 'ACKED');
      return;
    }
    this.acknowledge(command.id, 'ACKED');
    const outcome = this.execute(command);
    if (outcome) this.acknowledge(command.id, outcome.status, outcome.message);
  }

  /** Carries a command out; null while it is still under way (a GO_TO is done on arrival). */
  private execute(command: PushedCommand): { status: 'DONE' | 'FAILED'; message?: string } | null {
    const payload = command.payload as Record<string, unknown>;
    switch (command.kind) {
      case 'SPEAK':
        this.log(
          `${this.serial} 播报${this.speaker ? `（${this.speaker.name}）` : ''}：${String(payload.text)}`,
        );
        return { status: 'DONE' };
      case 'GO_TO': {
        const point = String(payload.point);
        if (!this.body.goTo(point)) return { status: 'FAILED', message: `地图上没有点位「${point}」` };
        if (this.goTo) this.acknowledge(this.goTo.commandId, 'FAILED', '被新的前往指令取代');
        this.goTo = { commandId: command.id, point };
        return null;
      }
      case 'SHOW_PAGE':
        this.body.currentPage = String(payload.page);
        return { status: 'DONE' };
      case 'SET_VOLUME':
        this.body.volume = Math.max(0, Math.min(100, Number(payload.volume)));
        return { status: 'DONE' };
    }
  }

  /** Acknowledgements go one after another, each retried until the server answers it. */
  private acknowledge(commandId: string, status: CommandAck['status'], message?: string): void {
    if (status !== 'ACKED') this.handled.set(commandId, status);
    this.acks = this.acks.then(async () => {
      const backoff = new Backoff(this.timing.backoffMinMs, this.timing.backoffMaxMs);
      while (!this.signal.aborted) {
        try {
          await this.client.ack(commandId, { status, message });
          if (status === 'DONE') this.commandsDone += 1;
          return;
        } catch (error) {
          // The server's last word on this command (unknown, finished, timed out): stop asking.
          if (error instanceof DeviceCallError && (error.status === 404 || error.status === 409)) return;
          await pause(await this.recover(error, backoff), this.signal);
        }
      }
    });
  }
}

const reasonOf = (error: unknown) =>
  error instanceof DeviceCallError
    ? `${error.status} ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);
