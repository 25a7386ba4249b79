import { describe, expect, it } from 'vitest';
import { buildFlow } from './scene-flow-builder';
import { runnableFlow, validateSceneFlow } from './scene-flow-validation';

const trigger = (next: string) =>
  ({
    id: 't',
    type: 'trigger',
    data: { trigger: { on: 'intent', intentId: 'i1' } },
    exits: { next },
  }) as const;
const end = { id: 'e', type: 'end', data: {} } as const;

const codes = (issues: { code: string; nodeId: string | null }[]) =>
  issues.map(({ code, nodeId }) => `${code}@${nodeId}`);

describe('scene flow validation', () => {
  it('finds nothing wrong in a whole flow', () => {
    const flow = buildFlow([
      trigger('s'),
      { id: 's', type: 'speak', data: { text: '你好' }, exits: { next: 'e' } },
      end,
    ]);
    expect(validateSceneFlow(flow, { intents: ['i1'] })).toEqual([]);
    expect(runnableFlow(flow, { intents: ['i1'] })).toEqual(flow);
  });

  it('says when there is no trigger and when a step cannot be reached', () => {
    const flow = buildFlow([{ id: 's', type: 'speak', data: { text: '你好' }, exits: { next: 'e' } }, end]);
    expect(codes(validateSceneFlow(flow))).toEqual(['noTrigger@null', 'unreachable@s', 'unreachable@e']);
  });

  it('names each branch with no target, the fallback included', () => {
    const flow = buildFlow([
      trigger('a'),
      {
        id: 'a',
        type: 'ask',
        data: {
          question: '要开户吗？',
          saveAs: 'answer',
          timeoutSeconds: 15,
          branches: [
            { id: 'yes', label: '要', examples: ['要'] },
            { id: 'no', label: '不要', examples: ['不要'] },
          ],
        },
        exits: { 'branch:yes': 'e' },
      },
      end,
    ]);
    const issues = validateSceneFlow(flow).filter((issue) => issue.code === 'missingTarget');
    expect(issues.map((issue) => issue.message)).toEqual([
      '分支「不要」没有连接下一步',
      '分支「其他回答」没有连接下一步',
    ]);
  });

  it('refuses a loop without a wait or an ask, and accepts one through an ask', () => {
    const busy = buildFlow([
      trigger('a'),
      { id: 'a', type: 'speak', data: { text: '一' }, exits: { next: 'b' } },
      { id: 'b', type: 'speak', data: { text: '二' }, exits: { next: 'a' } },
    ]);
    expect(codes(validateSceneFlow(busy, { intents: ['i1'] }))).toEqual([
      'loopWithoutPause@a',
      'loopWithoutPause@b',
    ]);
    const paused = buildFlow([
      trigger('a'),
      { id: 'a', type: 'speak', data: { text: '一' }, exits: { next: 'w' } },
      { id: 'w', type: 'wait', data: { seconds: 3 }, exits: { next: 'a' } },
    ]);
    expect(validateSceneFlow(paused, { intents: ['i1'] })).toEqual([]);
  });

  it('says which page, point or intent no longer exists', () => {
    const flow = buildFlow([
      trigger('p'),
      { id: 'p', type: 'showPage', data: { pageId: 'gone' }, exits: { next: 'g' } },
      { id: 'g', type: 'goTo', data: { pointId: 'here' }, exits: { next: 'e' } },
      end,
    ]);
    const issues = validateSceneFlow(flow, { pages: ['home'], points: ['here'], intents: [] });
    expect(issues.map(({ nodeId, message }) => [nodeId, message])).toEqual([
      ['t', '所选意图已不存在'],
      ['p', '所选页面已不存在'],
    ]);
    expect(runnableFlow(flow, { pages: ['home'] })).toBeNull();
  });

  it('shows a half-filled step in the words of the shared schema', () => {
    const flow = buildFlow([
      trigger('s'),
      { id: 's', type: 'speak', data: { text: '' }, exits: { next: 'e' } },
      end,
    ]);
    expect(validateSceneFlow(flow)).toEqual([
      { code: 'invalidNode', nodeId: 's', message: '请输入播报内容' },
    ]);
  });
});
