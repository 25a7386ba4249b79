import type { ConfigurationBundle } from '../shared/api/device-link';
import { matchAnswer } from '../shared/scene-flow/answer-matcher';
import type { BundleScene } from '../shared/scene-flow/scene-device-link';
import {
  type Advance,
  IDLE_RUN,
  runUntilPause,
  type SceneAction,
  type SceneEvent,
} from '../shared/scene-flow/scene-flow-interpreter';
import { triggerNodes } from '../shared/scene-flow/scene-triggers';
import { triggerLabel } from '../shared/scene-flow/trigger-labels';
import type { NewEvent } from './event-outbox';

type SceneRunEvent = Extract<NewEvent, { type: 'sceneRun' }>;

/** A simulated visitor stops answering after this many turns: a flow that keeps asking ends as failed. */
const PAUSES_PER_RUN = 30;
/** About one run every five simulated minutes per robot, once its new scenes have been tried. */
const RUNS_PER_SECOND = 1 / 300;
/** The share of asks the simulated visitor leaves unanswered (the fallback's path). */
const SILENT_SHARE = 0.2;

const context = { matchAnswer };

/**
 * A simulated robot's scenes: the enabled ones of its bundle, run with the same interpreter as the
 * editor's simulation. A scene new to the robot (or changed) is tried soon, as visitors would try
 * it; after that scenes start now and then on one of their triggers. A run goes to its end at once:
 * the robot arrives where it goes, timers pass, store skills finish, and a simulated visitor
 * answers each ask with one of its branches' examples (or says nothing).
 */
export class SceneRunner {
  private scenes: BundleScene[] = [];
  private untried: BundleScene[] = [];

  constructor(private readonly random: () => number = Math.random) {}

  learn(bundle: ConfigurationBundle): void {
    const known = new Map(this.scenes.map((scene) => [scene.id, scene.version]));
    this.scenes = bundle.scenes ?? [];
    this.untried = this.scenes.filter((scene) => known.get(scene.id) !== scene.version);
  }

  /** A run for this simulated second: a new scene's first, or now and then any scene's. */
  tick(at: Date, log: (line: string) => void): SceneRunEvent | null {
    const scene =
      this.untried.shift() ?? (this.random() < RUNS_PER_SECOND ? this.pick(this.scenes) : undefined);
    return scene ? this.run(scene, at, log) : null;
  }

  private pick<T>(items: T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  /** What the world answers to a paused run. */
  private answerTo(advance: Advance): SceneEvent {
    const listen = advance.actions.find(
      (action): action is Extract<SceneAction, { type: 'listen' }> => action.type === 'listen',
    );
    if (advance.state.waitingFor === 'answer') {
      const example =
        listen && this.random() >= SILENT_SHARE ? this.pick(listen.branches)?.examples[0] : undefined;
      return example ? { type: 'answer', text: example } : { type: 'timeout' };
    }
    return advance.state.waitingFor === 'timer' ? { type: 'timeout' } : { type: 'done' };
  }

  private run(scene: BundleScene, at: Date, log: (line: string) => void): SceneRunEvent | null {
    const trigger = this.pick(triggerNodes(scene.flow));
    if (!trigger) return null;
    let advance = runUntilPause(scene.flow, IDLE_RUN, { type: 'start', triggerId: trigger.id }, context);
    for (let pauses = 0; advance.state.status === 'waiting' && pauses < PAUSES_PER_RUN; pauses += 1) {
      advance = runUntilPause(scene.flow, advance.state, this.answerTo(advance), context);
    }
    const { state } = advance;
    const completed = state.status === 'completed';
    log(`场景「${scene.name}」运行${completed ? '完成' : '失败'}，经过 ${state.path.length} 步`);
    return {
      type: 'sceneRun',
      at: at.toISOString(),
      skillId: scene.id,
      trigger: triggerLabel(trigger.data.trigger, () => undefined).slice(0, 100),
      path: state.path,
      outcome: completed ? 'completed' : 'failed',
      failure: completed ? null : (state.failure ?? '访客离开'),
    };
  }
}
