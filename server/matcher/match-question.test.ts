import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD, TEST_CHAT_MSG } from '../../src/shared/api/test-chat';
import { buildKnowledgeIndex } from './knowledge-index';
import { type AnswerTurns, firstTurns, type MatchOptions, matchQuestion } from './match-question';
import { TEST_KNOWLEDGE } from './test-knowledge';

const index = buildKnowledgeIndex(TEST_KNOWLEDGE);
const ask = (question: string, options: Partial<MatchOptions> = {}, turns: AnswerTurns = firstTurns()) =>
  matchQuestion(index, question, { turns, ...options });
const highlighted = (text: string, ranges: [number, number][]) =>
  ranges.map(([start, end]) => text.slice(start, end));

describe('matchQuestion', () => {
  it('answers the standard question asked word for word, with score 1', () => {
    const result = ask('展厅几点开门？');
    expect(result.matched).toMatchObject({ kind: 'qa', pairId: 'hall-open', libraryName: '展厅问答' });
    expect(result.answer.text).toBe('展厅每天九点开门，下午五点闭馆。');
    expect(result.score).toBe(1);
    expect(result.unknown).toBe(false);
    expect(highlighted('展厅几点开门？', result.highlights.question)).toEqual(['展厅几点开门']);
  });

  it('answers a similar question and names it as the one that matched', () => {
    const result = ask('参观需要买票吗');
    expect(result.matched).toMatchObject({
      kind: 'qa',
      pairId: 'hall-ticket',
      matchedQuestion: '参观需要买票吗',
    });
  });

  it('answers paraphrases: particles dropped or added, words swapped, full width, traditional', () => {
    for (const [question, pairId] of [
      ['请问一下展厅是几点开门的呀', 'hall-open'],
      ['门票的价格是多少', 'hall-ticket'],
      ['ＷＩＦＩ的密码多少', 'svc-wifi'],
      ['停車場在哪', 'svc-parking'],
      ['哪里有卫生间', 'svc-toilet'],
    ]) {
      const result = ask(question);
      expect(result.matched, question).toMatchObject({ kind: 'qa', pairId });
      expect(result.score, question).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    }
  });

  it('highlights the shared words in the question asked and in the matched question', () => {
    const question = '请问展厅什么时候开门呀';
    const result = ask(question);
    expect(result.matched).toMatchObject({
      kind: 'qa',
      pairId: 'hall-open',
      matchedQuestion: '展厅几点开门',
    });
    // 什么时候 is read as 几点, and highlighted as typed; the politeness around it is not.
    expect(highlighted(question, result.highlights.question)).toEqual(['展厅什么时候开门']);
    expect(highlighted('展厅几点开门', result.highlights.matched)).toEqual(['展厅几点开门']);
  });

  it('lists the runners-up with lower scores', () => {
    const result = ask('洗手间在哪里');
    expect(result.runnersUp.length).toBeGreaterThan(0);
    expect(result.runnersUp.length).toBeLessThanOrEqual(3);
    for (const runner of result.runnersUp) expect(runner.score).toBeLessThanOrEqual(result.score);
  });

  it('matches an intent and fills its slot from a dictionary synonym', () => {
    const result = ask('带我去卫生间');
    expect(result.matched).toMatchObject({
      kind: 'intent',
      intentId: 'guide',
      slots: [{ name: '地点', value: '洗手间', said: '卫生间' }],
      missingSlot: null,
      actionId: 'action-guide',
    });
    expect(result.answer.text).toBe('好的，请跟我来，我带您去洗手间。');
    expect(highlighted('带我去卫生间', result.highlights.question).join('')).toContain('卫生间');
  });

  it('asks the follow-up when a required slot is missing, and the next answer completes it', () => {
    const asked = ask('带我过去');
    expect(asked.matched).toMatchObject({ kind: 'intent', intentId: 'guide', missingSlot: '地点' });
    expect(asked.answer.text).toBe('请问您想去哪里？');
    expect(asked.pending).toEqual({ intentId: 'guide', slots: {} });
    const completed = ask('服务台', { pending: asked.pending });
    expect(completed.matched).toMatchObject({
      kind: 'intent',
      slots: [{ value: '前台' }],
      missingSlot: null,
    });
    expect(completed.answer.text).toBe('好的，请跟我来，我带您去前台。');
  });

  it('falls back to the project’s 未识别 answers in turn when nothing matches, showing what fell short', () => {
    const turns = firstTurns();
    const result = ask('今天天气怎么样', {}, turns);
    expect(result.unknown).toBe(true);
    expect(result.matched).toEqual({ kind: 'fallback', fallbackId: 'fallback-set', situation: '未识别' });
    expect(result.answer.text).toBe('这个问题我还在学习。');
    expect(result.runnersUp[0]?.score ?? 0).toBeLessThan(MATCH_THRESHOLD);
    expect(ask('你们卖不卖咖啡', {}, turns).answer.text).toBe('换个问法试试？');
    expect(ask('？？？').unknown).toBe(true);
  });

  it('offers the questions a one-word question may mean instead of nothing (票？)', () => {
    const result = ask('票？');
    expect(result.runnersUp.map((runner) => runner.title)).toContain('门票多少钱');
  });

  it('says a default when the project has no fallback set', () => {
    const bare = buildKnowledgeIndex({ ...TEST_KNOWLEDGE, fallback: null });
    const result = matchQuestion(bare, '今天天气怎么样', { turns: firstTurns() });
    expect(result.matched).toEqual({ kind: 'fallback', fallbackId: null, situation: '未识别' });
    expect(result.answer.text).toBe(TEST_CHAT_MSG.noFallback);
  });

  it('keeps to one library when asked to', () => {
    const result = ask('洗手间在哪里', { libraryId: 'lib-hall' });
    expect(result.matched.kind === 'qa' ? result.matched.libraryId : 'lib-hall').toBe('lib-hall');
    for (const runner of result.runnersUp) expect(runner.libraryId).toBe('lib-hall');
  });

  it('understands visitors’ own words: everyday words, spoken question words, spoken yes/no questions', () => {
    for (const [question, pairId] of [
      ['茅房在哪儿', 'svc-toilet'],
      ['门票咋卖', 'hall-ticket'],
      ['停车位有不', 'svc-parking'],
      ['无线网咋连', 'svc-wifi'],
    ]) {
      expect(ask(question).matched, question).toMatchObject({ kind: 'qa', pairId });
    }
  });

  it('falls back rather than guess when the question names what the project does not know, offering the closest', () => {
    expect(ask('附近有银行吗').unknown).toBe(true);
    const close = ask('洗手间停车场');
    expect(close.unknown).toBe(true);
    expect(close.answer.text).toMatch(
      /^这个问题我还在学习。您是不是想问「[^」]+」(、「[^」]+」)?(还是「[^」]+」)?？$/,
    );
    // The robot's screen lists what it said it might mean, for the visitor to tap.
    expect(close.suggestions.length).toBeGreaterThan(0);
    for (const question of close.suggestions) expect(close.answer.text).toContain(`「${question}」`);
    expect(ask('洗手间在哪里').suggestions).toEqual([]);
  });

  it('answers the offered question a visitor picks by voice, and a new question as one', () => {
    const offered = ask('洗手间停车场').suggestions;
    expect(offered.length).toBeGreaterThan(1);
    const picked = ask('第二个吧', { offered });
    expect(picked.matched).toMatchObject({ kind: 'qa', question: offered[1] });
    expect(picked.unknown).toBe(false);
    expect(picked.highlights.question).toEqual([[0, 4]]);
    // Not a pick: asked afresh, whatever was offered.
    expect(ask('门票多少钱', { offered }).matched).toMatchObject({ kind: 'qa', pairId: 'hall-ticket' });
    expect(ask('第二个吧').unknown).toBe(true);
    // A tap sends the offered question itself: matched as asked, the shared words shown.
    expect(ask(offered[0], { offered }).matchedWords.length).toBeGreaterThan(0);
  });
});
