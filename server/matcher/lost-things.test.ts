import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './knowledge-index';
import { intentTermsOf, readQuestion } from './question-reader';
import { TEST_KNOWLEDGE } from './test-knowledge';

describe('a lost thing read as 东西', () => {
  const index = buildKnowledgeIndex(TEST_KNOWLEDGE);
  const read = (question: string) => readQuestion(question, index.scanner, index.soundAlikes);

  it('reads 东西 before the 丢 of a thing, not of a person', () => {
    expect(read('钥匙不见了').canonical.text).toContain('东西丢');
    expect(read('孩子不见了').canonical.text).not.toContain('东西');
    expect(read('我爸溜达着就找不见了').canonical.text).not.toContain('东西');
    expect(read('我妈的钱包丢了').canonical.text).toContain('东西');
  });

  it("keeps the dictionary entries after it where they are, for the intents' slots", () => {
    const question = read('包不见了，带我去展馆');
    expect(question.canonical.text).toContain('东西丢');
    // 展馆 is the entry 展厅, the place slot's: read as the slot, none of its characters left over.
    const terms = intentTermsOf(question, new Set(['places']));
    expect(terms).toContain('slot:places');
    expect(terms.filter((term) => term.includes('展') || term.includes('厅'))).toEqual([]);
  });
});
