import { describe, expect, it } from 'vitest';
import { demoHallKnowledge } from './demo-hall-knowledge';
import { buildKnowledgeIndex, buildKnowledgeIndexInSlices, type KnowledgeIndex } from './knowledge-index';
import { firstTurns, matchQuestion } from './match-question';
import { TermsMemo } from './terms-memo';

const DEMO_HALL = demoHallKnowledge({ dictionaries: true });

const answered = (index: KnowledgeIndex, question: string) => {
  const result = matchQuestion(index, question, { turns: firstTurns() });
  return result.unknown || result.matched.kind !== 'qa' ? null : result.matched.question;
};

describe('a knowledge index of the demo hall', () => {
  it('knows the words of an answer that its dictionaries read as an entry', () => {
    const index = buildKnowledgeIndex(DEMO_HALL);
    // The answers read 展厅A for 青铜器厅, yet the visitor's 青铜器 is what they are about.
    expect(answered(index, '四只羊那个青铜器在哪个厅')).toBe('镇馆之宝是什么');
    expect(answered(index, '能送我去青铜厅吗')).toBe('你能带我参观吗');
  });

  it("knows the venue's exhibits by the names visitors give them (its 展品 dictionary)", () => {
    const index = buildKnowledgeIndex(DEMO_HALL);
    expect(answered(index, '那个四只羊的青铜器在哪')).toBe('镇馆之宝是什么');
    expect(answered(index, '课本上那个方尊在你这儿吗')).toBe('镇馆之宝是什么');
  });

  it('knows a bus or metro line by its number (its 交通 dictionary)', () => {
    const index = buildKnowledgeIndex(DEMO_HALL);
    expect(answered(index, '坐K8能到吗')).toBe('有公交车到这里吗');
    expect(answered(index, 'K8在哪等')).toBe('有公交车到这里吗');
  });

  it('reads answers the same way when built in slices, and again from what it remembers', async () => {
    const memo = new TermsMemo();
    for (let build = 0; build < 2; build++) {
      const index = await buildKnowledgeIndexInSlices(DEMO_HALL, memo);
      expect(answered(index, '四只羊那个青铜器在哪个厅')).toBe('镇馆之宝是什么');
    }
  });
});
