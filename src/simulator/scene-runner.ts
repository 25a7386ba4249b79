import type { ConfigurationBundle } from '../shared/api/device-link';
import { decidedBranch } from '../shared/scene-flow/answer-match';
import { dueTimeTriggers } from '../shared/scene-flow/scene-clock';
import type { BundleScene } from '../shared/scene-flow/scene-device-link';
import {
  type Advance,
  IDLE_RUN,
  runUntilPause,
  type SceneAction,
  type SceneEvent,
} from '../shared/scene-flow/scene-flow-interpreter';
import type { AskBranch, SceneNodeOf } from '../shared/scene-flow/scene-flow-schema';
import { triggerNodes } from '../shared/scene-flow/scene-triggers';
import { triggerLabel } from '../shared/scene-flow/trigger-labels';
import type { NewEvent } from './event-outbox';
import { paraphrase } from './paraphrase';

type SceneRunEvent = Extract<NewEvent, { type: 'sceneRun' }>;
type TriggerNode = SceneNodeOf<'trigger'>;

/** The branch the platform's matcher reads an answer as (null: the fallback). */
export type BranchOfAnswer = (answer: string, branches: AskBranch[]) => Promise<string | null>;

/** A simulated visitor stops answering after this many turns: a flow that keeps asking ends as failed. */
const PAUSES_PER_RUN = 30;
/** About one run every five simulated minutes per robot, once its new scenes have been tried. */
const RUNS_PER_SECOND = 1 / 300;
/** The share of asks the simulated visitor leaves unanswered (the fallback's path). */
const SILENT_SHARE = 0.2;

/** What visitors start: every trigger but a time, which the clock starts. */
const visitorTriggers = (scene: BundleScene) =>
  triggerNodes(scene.flow).filter((node) => node.data.trigger.on !== 'time');

/**
 * A simulated robot's scenes: the enabled ones of its bundle, run with the same interpreter as the
 * editor's simulation. A scene with a time trigger starts when the robot's clock passes that
 * time; a scene new to the robot (or changed) is tried soon on another trigger, as visitors would
 * try it; after that scenes start now and then. A run goes to its end at once: the robot arrives
 * where it goes, timers pass, store skills finish, and a simulated visitor answers each ask with
 * one of its branches' examples in their own words (or says nothing); the platform's matcher says
 * which branch the answer takes, as it does for the editor's simulation.
 */
export class SceneRunner {
  private scenes: BundleScene[] = [];
  private untried: BundleScene[] = [];
  private lastTick: Date | null = null;

  constructor(
    private readonly branchOf: BranchOfAnswer,
    private readonly random: () => number = Math.random,
  ) {}

  learn(bundle: ConfigurationBundle): void {
    const known = new Map(this.scenes.map((scene) => [scene.id, scene.version]));
    this.scenes = bundle.scenes ?? [];
    this.untried = this.scenes.filter(
      (scene) => known.get(scene.id) !== scene.version && visitorTriggers(scene).length > 0,
    );
  }

  /** The runs of this simulated second: scenes whose time came, a new scene's first, now and then any. */
  async tick(at: Date, log: (line: string) => void): Promise<SceneRunEvent[]> {
    const starts: [BundleScene, TriggerNode][] = this.scenes.flatMap((scene) =>
      dueTimeTriggers(triggerNodes(scene.flow), this.lastTick, at).map((node): [BundleScene, TriggerNode] => [
        scene,
        node,
      ]),
    );
    this.lastTick = at;
    const visited =
      this.untried.shift() ?? (this.random() < RUNS_PER_SECOND ? this.pick(this.scenes) : undefined);
    const trigger = visited && this.pick(visitorTriggers(visited));
    if (visited && trigger) starts.push([visited, trigger]);
    const runs: SceneRunEvent[] = [];
    for (const [scene, node] of starts) runs.push(await this.run(scene, node, at, log));
    return runs;
  }

  private pick<T>(items: T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  /** What the world answers to a paused run; a platform out of reach understands no answer. */
  private async answerTo(
    advance: Advance,
    log: (line: string) => void,
  ): Promise<{ event: SceneEvent; branchId: string | null }> {
    const listen = advance.actions.find(
      (action): action is Extract<SceneAction, { type: 'listen' }> => action.type === 'listen',
    );
    if (advance.state.waitingFor === 'answer') {
      const example =
        listen && this.random() >= SILENT_SHARE ? this.pick(listen.branches)?.examples[0] : undefined;
      if (!listen || !example) return { event: { type: 'timeout' }, branchId: null };
      const answer = paraphrase(example, this.random);
      const branchId = await this.branchOf(answer, listen.branches).catch((error: unknown) => {
        log(
          `场景回答「${answer}」无法识别（${error instanceof Error ? error.message : String(error)}），走兜底分支`,
        );
        return null;
      });
      return { event: { type: 'answer', text: answer }, branchId };
    }
    return { event: { type: advance.state.waitingFor === 'timer' ? 'timeout' : 'done' }, branchId: null };
  }

  private async run(
    scene: BundleScene,
    trigger: TriggerNode,
    at: Date,
    log: (line: string) => void,
  ): Promise<SceneRunEvent> {
    const start: SceneEvent = { type: 'start', triggerId: trigger.id };
    let advance = runUntilPause(scene.flow, IDLE_RUN, start, decidedBranch(null));
    for (let pauses = 0; advance.state.status === 'waiting' && pauses < PAUSES_PER_RUN; pauses += 1) {
      const { event, branchId } = await this.answerTo(advance, log);
      advance = runUntilPause(scene.flow, advance.state, event, decidedBranch(branchId));
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
