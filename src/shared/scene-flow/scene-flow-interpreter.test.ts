// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the flows write variables as operators do, ${name}
import { describe, expect, it } from 'vitest';
import { buildFlow } from './scene-flow-builder';
import {
  IDLE_RUN,
  type InterpreterContext,
  interpret,
  runUntilPause,
  type SceneRunState,
} from './scene-flow-interpreter';
import { firedTrigger } from './scene-triggers';

/** A matcher that takes a branch when the answer contains one of its examples. */
const context: InterpreterContext = {
  matchAnswer: (text, branches) =>
    branches.find((branch) => branch.examples.some((example) => text.includes(example)))?.id ?? null,
};

const business = buildFlow([
  {
    id: 't',
    type: 'trigger',
    data: { trigger: { on: 'keywords', keywords: ['办业务'] } },
    exits: { next: 's' },
  },
  { id: 's', type: 'speak', data: { text: '您好，${name}' }, exits: { next: 'a' } },
  {
    id: 'a',
    type: 'ask',
    data: {
      question: '请问办理哪项业务？',
      saveAs: 'answer',
      timeoutSeconds: 15,
      branches: [
        { id: 'open', label: '开户', examples: ['开户'] },
        { id: 'cash', label: '存取款', examples: ['存钱', '取钱'] },
      ],
    },
    exits: { 'branch:open': 'p', 'branch:cash': 'g', fallback: 'sorry' },
  },
  { id: 'p', type: 'showPage', data: { pageId: 'page-open' }, exits: { next: 'e' } },
  { id: 'g', type: 'goTo', data: { pointId: 'counter-2' }, exits: { next: 'said', failed: 'lost' } },
  { id: 'said', type: 'speak', data: { text: '您说的是${answer}' }, exits: { next: 'e' } },
  { id: 'lost', type: 'speak', data: { text: '路被挡住了' }, exits: { next: 'e' } },
  { id: 'sorry', type: 'speak', data: { text: '没听清' }, exits: { next: 'a' } },
  { id: 'e', type: 'end', data: {} },
]);

function started(variables: Record<string, string> = { name: '王先生' }) {
  return runUntilPause(business, IDLE_RUN, { type: 'start', triggerId: 't', variables }, context);
}

describe('the scene interpreter', () => {
  it('starts at the fired trigger and runs to the first pause, speaking with variables', () => {
    expect(firedTrigger(business, { on: 'utterance', text: '我想办业务' })).toBe('t');
    const { state, actions } = started();
    expect(actions.map((action) => action.type)).toEqual(['speak', 'listen']);
    expect(actions[0]).toMatchObject({ text: '您好，王先生' });
    expect(state).toMatchObject({
      status: 'waiting',
      waitingFor: 'answer',
      nodeId: 'a',
      path: ['t', 's', 'a'],
    });
  });

  it('takes the branch the matcher chooses and keeps the answer in a variable', () => {
    const { state, actions } = runUntilPause(
      business,
      started().state,
      { type: 'answer', text: '我要开户' },
      context,
    );
    expect(actions).toEqual([
      { type: 'showPage', nodeId: 'p', pageId: 'page-open' },
      { type: 'finish', outcome: 'completed', reason: null },
    ]);
    expect(state.status).toBe('completed');
    expect(state.variables.answer).toBe('我要开户');
    expect(state.path).toEqual(['t', 's', 'a', 'p', 'e']);
  });

  it('takes the fallback for an answer no branch matches, and for no answer in time', () => {
    const unmatched = runUntilPause(business, started().state, { type: 'answer', text: '天气怎样' }, context);
    expect(unmatched.actions.map((action) => action.type)).toEqual(['speak', 'listen']);
    expect(unmatched.state.path.slice(-2)).toEqual(['sorry', 'a']);
    const silent = runUntilPause(business, started().state, { type: 'timeout' }, context);
    expect(silent.state.path.slice(-2)).toEqual(['sorry', 'a']);
  });

  it('waits for the robot to arrive, and follows the failed exit when it cannot', () => {
    const moving = runUntilPause(business, started().state, { type: 'answer', text: '取钱' }, context);
    expect(moving.actions).toEqual([{ type: 'goTo', nodeId: 'g', pointId: 'counter-2' }]);
    expect(moving.state.waitingFor).toBe('arrival');
    const arrived = runUntilPause(business, moving.state, { type: 'done' }, context);
    expect(arrived.actions[0]).toMatchObject({ type: 'speak', text: '您说的是取钱' });
    const blocked = runUntilPause(business, moving.state, { type: 'failed', reason: '导航失败' }, context);
    expect(blocked.actions[0]).toMatchObject({ type: 'speak', text: '路被挡住了' });
    expect(blocked.state.status).toBe('completed');
  });

  it('ends the run as failed when a failing step has no failed exit', () => {
    const flow = buildFlow([
      { id: 't', type: 'trigger', data: { trigger: { on: 'command', command: 'go' } }, exits: { next: 'k' } },
      { id: 'k', type: 'callSkill', data: { skillId: 'patrol' }, exits: { next: 'e' } },
      { id: 'e', type: 'end', data: {} },
    ]);
    const calling = runUntilPause(flow, IDLE_RUN, { type: 'start', triggerId: 't' }, context);
    expect(calling.actions).toEqual([{ type: 'callSkill', nodeId: 'k', skillId: 'patrol' }]);
    const failed = runUntilPause(flow, calling.state, { type: 'failed', reason: '技能未启用' }, context);
    expect(failed.state).toMatchObject({ status: 'failed', failure: '技能未启用' });
    expect(failed.actions).toEqual([{ type: 'finish', outcome: 'failed', reason: '技能未启用' }]);
  });

  it('sets variables, tests them in a condition and waits for a timer', () => {
    const flow = buildFlow([
      { id: 't', type: 'trigger', data: { trigger: { on: 'command', command: 'go' } }, exits: { next: 'v' } },
      { id: 'v', type: 'setVariable', data: { name: 'vip', value: '${level}' }, exits: { next: 'c' } },
      {
        id: 'c',
        type: 'condition',
        data: { variable: 'vip', operator: 'equals', value: 'gold' },
        exits: { true: 'w', false: 'e' },
      },
      { id: 'w', type: 'wait', data: { seconds: 5 }, exits: { next: 'e' } },
      { id: 'e', type: 'end', data: {} },
    ]);
    const gold = runUntilPause(
      flow,
      IDLE_RUN,
      { type: 'start', triggerId: 't', variables: { level: 'gold' } },
      context,
    );
    expect(gold.state).toMatchObject({ status: 'waiting', waitingFor: 'timer', variables: { vip: 'gold' } });
    expect(gold.actions).toEqual([{ type: 'startTimer', nodeId: 'w', seconds: 5 }]);
    // An answer is not what a timer waits for: nothing changes.
    expect(interpret(flow, gold.state, { type: 'answer', text: '好' }, context).state).toBe(gold.state);
    expect(runUntilPause(flow, gold.state, { type: 'timeout' }, context).state.status).toBe('completed');
    const plain = runUntilPause(flow, IDLE_RUN, { type: 'start', triggerId: 't' }, context);
    expect(plain.state.path).toEqual(['t', 'v', 'c', 'e']);
  });

  it('steps one node at a time for the simulation', () => {
    let state: SceneRunState = interpret(
      business,
      IDLE_RUN,
      { type: 'start', triggerId: 't' },
      context,
    ).state;
    expect(state).toMatchObject({ status: 'running', nodeId: 't', path: [] });
    state = interpret(business, state, { type: 'step' }, context).state;
    expect(state).toMatchObject({ nodeId: 's', path: ['t'] });
    const spoken = interpret(business, state, { type: 'step' }, context);
    expect(spoken.actions).toEqual([{ type: 'speak', nodeId: 's', text: '您好，' }]);
  });

  it('fails a step whose exit leads nowhere, and stops a loop that never pauses', () => {
    const dangling = buildFlow([
      { id: 't', type: 'trigger', data: { trigger: { on: 'command', command: 'go' } }, exits: { next: 's' } },
      { id: 's', type: 'speak', data: { text: '你好' } },
    ]);
    const run = runUntilPause(dangling, IDLE_RUN, { type: 'start', triggerId: 't' }, context);
    expect(run.state).toMatchObject({ status: 'failed', failure: '「播报」之后没有连接下一步' });
    const loop = buildFlow([
      { id: 't', type: 'trigger', data: { trigger: { on: 'command', command: 'go' } }, exits: { next: 'a' } },
      { id: 'a', type: 'setVariable', data: { name: 'x', value: '1' }, exits: { next: 'b' } },
      { id: 'b', type: 'speak', data: { text: '又一次' }, exits: { next: 'a' } },
    ]);
    const looped = runUntilPause(loop, IDLE_RUN, { type: 'start', triggerId: 't' }, context);
    expect(looped.state).toMatchObject({ status: 'failed', failure: '流程在没有等待的情况下循环，已停止' });
  });

  it('refuses to start at a node that is not a trigger', () => {
    const run = interpret(business, IDLE_RUN, { type: 'start', triggerId: 's' }, context);
    expect(run.state.status).toBe('failed');
    expect(run.actions).toEqual([{ type: 'finish', outcome: 'failed', reason: '触发条件已不存在' }]);
  });
});
