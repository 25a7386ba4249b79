import { describe, expect, it } from 'vitest';
import { CoverageIndex } from './coverage-index';

const split = (text: string) => text.split(' ');

describe('CoverageIndex', () => {
  const index = new CoverageIndex(
    [
      { unit: 0, terms: split('展厅 开门 时间') },
      { unit: 0, terms: split('展厅 几点 开门') },
      { unit: 1, terms: split('洗手间 在 哪里') },
      { unit: 2, terms: split('展厅 在 哪里') },
    ],
    3,
  );

  it('scores the same terms 1 and ranks the best text of each unit', () => {
    const [best] = index.search(split('展厅 几点 开门'), 3);
    expect(best).toMatchObject({ unit: 0, text: 1, score: 1 });
    expect(best.matchedTerms).toEqual(['展厅', '几点', '开门']);
  });

  it('returns each unit once, best first, and leaves out units with nothing in common', () => {
    const ranked = index.search(split('洗手间 哪里'), 3);
    expect(ranked.map((entry) => entry.unit)).toEqual([1, 2]);
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
  });

  it('weighs a rare word above a common one', () => {
    const [best] = index.search(split('展厅 洗手间'), 1);
    expect(best.unit).toBe(1);
  });

  it('scores terms the library never saw against the question', () => {
    const [partly] = index.search(split('展厅 门票 价格 优惠'), 1);
    expect(partly.score).toBeLessThan(0.5);
    expect(index.search(split('天气 怎么样'), 3)).toEqual([]);
  });

  it('forgets one search before the next', () => {
    const first = index.search(split('展厅 在 哪里'), 3);
    expect(index.search(split('展厅 在 哪里'), 3)).toEqual(first);
  });

  it('counts what a unit’s other texts and its answers say, and a text saying the opposite less', () => {
    const pairs = new CoverageIndex(
      [
        { unit: 0, terms: split('开门 时间 是 几点') },
        { unit: 1, terms: split('几点 关门') },
        { unit: 1, terms: split('闭馆 时间') },
        { unit: 2, terms: split('宠物 能 进') },
        { unit: 3, terms: split('没有 预约 能 进') },
      ],
      4,
      undefined,
      [{ unit: 2, terms: split('导盲犬 以外 宠物 不能 进入') }],
    );
    // 关门 is the point of the question: the text that says 开门 instead ranks below.
    expect(pairs.search(split('关门 时间 是 几点'), 2).map((entry) => entry.unit)).toEqual([1, 0]);
    // 导盲犬 is in no question, only in the pet rule's answer.
    expect(pairs.search(split('导盲犬 能 进'), 1)[0].unit).toBe(2);
    expect(pairs.knows('导盲犬')).toBe('said');
    expect(pairs.knows('宠物')).toBe('asked');
    expect(pairs.knows('银行')).toBeNull();
  });
});
