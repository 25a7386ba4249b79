import { branchHandle, FAILED, FALLBACK, NEXT, WHEN_FALSE, WHEN_TRUE } from './scene-flow-exits';
import { flowIndex } from './scene-flow-index';
import type { AskBranch, SceneFlow, SceneNode, SceneNodeOf } from './scene-flow-schema';
import { fillVariables } from './scene-variables';

/**
 * The one interpreter of scene flows: a pure function from (flow, state, event) to (state, actions).
 * The editor's simulation, the simulator's robots and any robot client run it, so what an operator
 * tests is what a robot does. Like Botpress's emulator, a run executes node by node and pauses
 * where the world must answer (an ask, a wait, a move, a store skill); the caller performs the
 * actions and sends back what happened.
 */

export type RunStatus = 'running' | 'waiting' | 'completed' | 'failed';
/** What a paused run waits for. */
export type WaitingFor = 'answer' | 'timer' | 'arrival' | 'skill';

export interface SceneRunState {
  status: RunStatus;
  /** Running: the node to execute next; waiting: the node that waits; ended: the last node. */
  nodeId: string | null;
  waitingFor: WaitingFor | null;
  variables: Record<string, string>;
  /** The nodes visited in order (the last PATH_LIMIT), for the path drawn on the flow. */
  path: string[];
  steps: number;
  failure: string | null;
}

export type SceneEvent =
  /** A trigger fired: the run starts at this trigger node. */
  | { type: 'start'; triggerId: string; variables?: Record<string, string> }
  /** Execute the current node (the simulation's 单步). */
  | { type: 'step' }
  /** The visitor answered an ask. */
  | { type: 'answer'; text: string }
  /** A wait elapsed, or an ask had no answer in time. */
  | { type: 'timeout' }
  /** The robot reached the point of a move, or a store skill finished. */
  | { type: 'done' }
  /** The robot could not do the step (a blocked route, a skill that failed). */
  | { type: 'failed'; reason: string };

export type SceneAction =
  | { type: 'speak'; nodeId: string; text: string }
  | { type: 'showPage'; nodeId: string; pageId: string }
  | { type: 'goTo'; nodeId: string; pointId: string }
  | { type: 'listen'; nodeId: string; question: string; branches: AskBranch[]; timeoutSeconds: number }
  | { type: 'startTimer'; nodeId: string; seconds: number }
  | { type: 'callSkill'; nodeId: string; skillId: string }
  | { type: 'finish'; outcome: 'completed' | 'failed'; reason: string | null };

/**
 * What the interpreter is handed from outside, so it stays pure: the project's matcher, or (robots
 * and the editor, which ask the server's matcher first) its verdict on the answer (decidedBranch).
 */
export interface InterpreterContext {
  /** The branch an answer matches, or null for the fallback. */
  matchAnswer(text: string, branches: AskBranch[]): string | null;
}

export interface Advance {
  state: SceneRunState;
  actions: SceneAction[];
}

export const PATH_LIMIT = 200;

export const IDLE_RUN: SceneRunState = {
  status: 'completed',
  nodeId: null,
  waitingFor: null,
  variables: {},
  path: [],
  steps: 0,
  failure: null,
};

const visited = (path: string[], nodeId: string) =>
  path.length < PATH_LIMIT ? [...path, nodeId] : [...path.slice(1), nodeId];

function fail(state: SceneRunState, reason: string): Advance {
  return {
    state: { ...state, status: 'failed', waitingFor: null, failure: reason },
    actions: [{ type: 'finish', outcome: 'failed', reason }],
  };
}

function finish(state: SceneRunState): Advance {
  return {
    state: { ...state, status: 'completed', waitingFor: null },
    actions: [{ type: 'finish', outcome: 'completed', reason: null }],
  };
}

/** What the interpreter's messages call each step (the editor's palette uses the same words). */
export const NODE_WORDS: Record<SceneNode['type'], string> = {
  trigger: '触发条件',
  speak: '播报',
  showPage: '展示页面',
  goTo: '前往点位',
  ask: '提问',
  wait: '等待',
  setVariable: '设置变量',
  condition: '条件判断',
  callSkill: '调用技能',
  end: '结束',
};

/** Leaves `node` by `handle`: the next node to run, or the run's end when nothing is connected. */
function follow(flow: SceneFlow, state: SceneRunState, node: SceneNode, handle: string): Advance {
  const target = flowIndex(flow).target(node.id, handle);
  if (!target) {
    if (handle === FAILED) return fail(state, state.failure ?? '步骤执行失败');
    return fail(state, `「${NODE_WORDS[node.type]}」之后没有连接下一步`);
  }
  return { state: { ...state, status: 'running', waitingFor: null, nodeId: target }, actions: [] };
}

function pause(state: SceneRunState, waitingFor: WaitingFor, action: SceneAction): Advance {
  return { state: { ...state, status: 'waiting', waitingFor }, actions: [action] };
}

function holds(node: SceneNodeOf<'condition'>, variables: Record<string, string>): boolean {
  const { variable, operator, value } = node.data;
  const actual = variables[variable] ?? '';
  const expected = fillVariables(value, variables);
  switch (operator) {
    case 'equals':
      return actual === expected;
    case 'notEquals':
      return actual !== expected;
    case 'contains':
      return actual.includes(expected);
    case 'isEmpty':
      return actual === '';
  }
}

/** Executes the current node of a running run. */
function execute(flow: SceneFlow, state: SceneRunState): Advance {
  const node = state.nodeId ? flowIndex(flow).node(state.nodeId) : undefined;
  if (!node) return fail(state, '流程中的步骤已不存在');
  const here: SceneRunState = { ...state, path: visited(state.path, node.id), steps: state.steps + 1 };
  const { variables } = here;
  const then = (advance: Advance, action: SceneAction): Advance => ({
    state: advance.state,
    actions: [action, ...advance.actions],
  });
  switch (node.type) {
    case 'trigger':
      return follow(flow, here, node, NEXT);
    case 'speak':
      return then(follow(flow, here, node, NEXT), {
        type: 'speak',
        nodeId: node.id,
        text: fillVariables(node.data.text, variables),
      });
    case 'showPage':
      return then(follow(flow, here, node, NEXT), {
        type: 'showPage',
        nodeId: node.id,
        pageId: node.data.pageId,
      });
    case 'setVariable':
      return follow(
        flow,
        { ...here, variables: { ...variables, [node.data.name]: fillVariables(node.data.value, variables) } },
        node,
        NEXT,
      );
    case 'condition':
      return follow(flow, here, node, holds(node, variables) ? WHEN_TRUE : WHEN_FALSE);
    case 'end':
      return finish(here);
    case 'goTo':
      return pause(here, 'arrival', { type: 'goTo', nodeId: node.id, pointId: node.data.pointId });
    case 'wait':
      return pause(here, 'timer', { type: 'startTimer', nodeId: node.id, seconds: node.data.seconds });
    case 'callSkill':
      return pause(here, 'skill', { type: 'callSkill', nodeId: node.id, skillId: node.data.skillId });
    case 'ask':
      return pause(here, 'answer', {
        type: 'listen',
        nodeId: node.id,
        question: fillVariables(node.data.question, variables),
        branches: node.data.branches,
        timeoutSeconds: node.data.timeoutSeconds,
      });
  }
}

/** What the world answered to a paused node: the exit the run leaves by. */
function resume(
  flow: SceneFlow,
  state: SceneRunState,
  event: SceneEvent,
  context: InterpreterContext,
): Advance {
  const node = state.nodeId ? flowIndex(flow).node(state.nodeId) : undefined;
  if (!node) return fail(state, '流程中的步骤已不存在');
  if (event.type === 'failed') return follow(flow, { ...state, failure: event.reason }, node, FAILED);
  if (node.type === 'ask') {
    if (event.type === 'timeout') return follow(flow, state, node, FALLBACK);
    if (event.type !== 'answer') return { state, actions: [] };
    const branch = context.matchAnswer(event.text, node.data.branches);
    const variables = { ...state.variables, [node.data.saveAs]: event.text };
    return follow(flow, { ...state, variables }, node, branch ? branchHandle(branch) : FALLBACK);
  }
  const awaited = state.waitingFor === 'timer' ? 'timeout' : 'done';
  if (event.type !== awaited) return { state, actions: [] };
  return follow(flow, state, node, NEXT);
}

/**
 * One event applied to a run: a start begins at its trigger, a step executes the current node, what
 * the world answers resumes a paused node. An event the run does not wait for changes nothing.
 */
export function interpret(
  flow: SceneFlow,
  state: SceneRunState,
  event: SceneEvent,
  context: InterpreterContext,
): Advance {
  if (event.type === 'start') {
    const trigger = flowIndex(flow).node(event.triggerId);
    if (trigger?.type !== 'trigger') return fail({ ...IDLE_RUN, status: 'failed' }, '触发条件已不存在');
    return {
      state: { ...IDLE_RUN, status: 'running', nodeId: trigger.id, variables: { ...event.variables } },
      actions: [],
    };
  }
  if (event.type === 'step')
    return state.status === 'running' ? execute(flow, state) : { state, actions: [] };
  if (state.status !== 'waiting') return { state, actions: [] };
  return resume(flow, state, event, context);
}

/** Steps a run without a wait allows before it is stopped as a loop (validation warns before). */
export const STEPS_WITHOUT_PAUSE = 1000;

/**
 * An event, then steps until the run pauses or ends: what a robot does with each event. A run
 * that keeps going without a pause is stopped as a loop.
 */
export function runUntilPause(
  flow: SceneFlow,
  state: SceneRunState,
  event: SceneEvent,
  context: InterpreterContext,
): Advance {
  let advance = interpret(flow, state, event, context);
  const actions = [...advance.actions];
  for (let steps = 0; advance.state.status === 'running'; steps += 1) {
    if (steps >= STEPS_WITHOUT_PAUSE) {
      const stopped = fail(advance.state, '流程在没有等待的情况下循环，已停止');
      return { state: stopped.state, actions: [...actions, ...stopped.actions] };
    }
    advance = interpret(flow, advance.state, { type: 'step' }, context);
    actions.push(...advance.actions);
  }
  return { state: advance.state, actions };
}
