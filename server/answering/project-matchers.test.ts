import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { KnowledgeSnapshot } from '../matcher/knowledge-snapshot';
import { TEST_KNOWLEDGE } from '../matcher/test-knowledge';
import { type KnowledgeSource, ProjectMatchers } from './project-matchers';

/** A knowledge source whose version the test moves, counting the loads. */
function source(snapshot: KnowledgeSnapshot = TEST_KNOWLEDGE) {
  const state = { version: 'v1', loads: 0, fail: false, snapshot };
  const knowledge: KnowledgeSource = {
    version: async () => state.version,
    load: async () => {
      state.loads++;
      if (state.fail) throw new Error('database gone');
      return state.snapshot;
    },
  };
  return { state, knowledge };
}

const db = {} as Database;

describe('ProjectMatchers', () => {
  it('builds a project’s index once per version, shared by questions asked at once', async () => {
    const { state, knowledge } = source();
    const matchers = new ProjectMatchers(db, knowledge, 100, 0);
    const answers = await Promise.all(
      ['展厅几点开门', '门票多少钱', 'WiFi密码'].map((q) => matchers.answer('p', q)),
    );
    expect(answers.every((answer) => !answer.unknown)).toBe(true);
    expect(state.loads).toBe(1);
    state.snapshot = { ...TEST_KNOWLEDGE, pairs: [] };
    expect((await matchers.answer('p', '展厅几点开门')).matched.kind).not.toBe('fallback');
    state.version = 'v2';
    expect((await matchers.answer('p', '展厅几点开门')).matched.kind).toBe('fallback');
    expect(state.loads).toBe(2);
  });

  it('keeps the turns of a project across a rebuild, so fallbacks go on in turn', async () => {
    const { state, knowledge } = source();
    const matchers = new ProjectMatchers(db, knowledge, 100, 0);
    const first = await matchers.answer('p', '今天天气怎么样');
    state.version = 'v2';
    const second = await matchers.answer('p', '今天天气怎么样');
    expect([first.answer.text, second.answer.text]).toEqual(['这个问题我还在学习。', '换个问法试试？']);
  });

  it('does not keep a failed load, and forgets the least recently asked project beyond its limit', async () => {
    const { state, knowledge } = source();
    const matchers = new ProjectMatchers(db, knowledge, 2, 0);
    state.fail = true;
    await expect(matchers.answer('p', '你好')).rejects.toThrow('database gone');
    state.fail = false;
    await matchers.answer('p', '你好');
    await matchers.answer('q', '你好');
    await matchers.answer('p', '你好');
    await matchers.answer('r', '你好');
    const loads = state.loads;
    await matchers.answer('p', '你好');
    expect(state.loads).toBe(loads);
    await matchers.answer('q', '你好');
    expect(state.loads).toBe(loads + 1);
  });
});

describe('ProjectMatchers’ version reads', () => {
  it('trusts a version read for a while, unless this server wrote something since', async () => {
    const { state, knowledge } = source();
    let clock = 0;
    let reads = 0;
    const counting: KnowledgeSource = {
      ...knowledge,
      version: async () => {
        reads += 1;
        return state.version;
      },
    };
    const matchers = new ProjectMatchers(db, counting, 10, 1_000, () => clock);
    await matchers.answer('p', '你好');
    await matchers.answer('p', '你好');
    expect(reads).toBe(1);
    matchers.knowledgeMayHaveChanged();
    await matchers.answer('p', '你好');
    expect(reads).toBe(2);
    clock += 1_001;
    await matchers.answer('p', '你好');
    expect(reads).toBe(3);
  });
});
