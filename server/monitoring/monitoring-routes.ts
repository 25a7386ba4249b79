import type { FastifyInstance } from 'fastify';
import { KEEP_ALIVE_SECONDS } from '../../src/shared/api/device-link';
import {
  ALARM_SWEEP_SECONDS,
  COMMAND_UNACKED_SECONDS,
  FEED_BATCH_MS,
  OFFLINE_ALARM_SECONDS,
  SAMPLE_KEEP_HOURS,
} from '../../src/shared/api/monitoring';
import type { AppContext } from '../context';
import { answerRefusalWithData } from '../manager/refusal';
import { alarmCalls } from './alarm-calls';
import { AlarmEvaluator } from './alarm-evaluator';
import type { AlarmThresholds } from './alarm-rules';
import { type FeedTiming, feedStream } from './feed-stream';
import { remoteControlCalls } from './remote-control-calls';
import { robotCalls } from './robot-calls';
import { pruneSamples } from './sample-pruning';

export interface MonitoringOptions extends AlarmThresholds, FeedTiming {
  /** The alarm sweep over every robot; 0 turns it off (tests sweep by hand). */
  sweepMs: number;
  pruneEveryMs: number;
}

export const DEFAULT_MONITORING_OPTIONS: MonitoringOptions = {
  offlineAfterMs: OFFLINE_ALARM_SECONDS * 1000,
  commandUnackedMs: COMMAND_UNACKED_SECONDS * 1000,
  sweepMs: ALARM_SWEEP_SECONDS * 1000,
  batchMs: FEED_BATCH_MS,
  keepAliveMs: KEEP_ALIVE_SECONDS * 1000,
  pruneEveryMs: 10 * 60_000,
};

/** ALARM_OFFLINE_SECONDS and ALARM_SWEEP_SECONDS shorten the offline alarm (the end-to-end server). */
export function monitoringOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<MonitoringOptions> {
  const seconds = (name: string) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value * 1000 : undefined;
  };
  const options: Partial<MonitoringOptions> = {};
  const offline = seconds('ALARM_OFFLINE_SECONDS');
  const sweep = seconds('ALARM_SWEEP_SECONDS');
  if (offline) options.offlineAfterMs = offline;
  if (sweep) options.sweepMs = sweep;
  return options;
}

/** Remote monitoring under /manager/v1/monitoring, and the alarm evaluator with its sweeps. */
export function monitoringRoutes(context: AppContext, overrides: Partial<MonitoringOptions> = {}) {
  const options = { ...DEFAULT_MONITORING_OPTIONS, ...overrides };
  return async (app: FastifyInstance): Promise<void> => {
    app.setErrorHandler(answerRefusalWithData);
    const evaluator = new AlarmEvaluator(context.db, context.clock, context.fleet, options, (error) =>
      app.log.warn({ err: error }, 'alarm evaluation failed'),
    );
    const timers = [
      options.sweepMs > 0 ? setInterval(() => void evaluator.sweep(), options.sweepMs) : null,
      setInterval(() => {
        pruneSamples(context.db, context.clock.now(), SAMPLE_KEEP_HOURS).catch((error: unknown) =>
          app.log.warn({ err: error }, 'pruning device samples failed'),
        );
      }, options.pruneEveryMs),
    ];
    for (const timer of timers) timer?.unref();
    app.addHook('onClose', async () => {
      for (const timer of timers) if (timer) clearInterval(timer);
      evaluator.close();
      await evaluator.settled();
    });
    feedStream(app, context, options);
    robotCalls(app, context);
    alarmCalls(app, context);
    remoteControlCalls(app, context);
  };
}
