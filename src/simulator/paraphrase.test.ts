import { describe, expect, it } from 'vitest';
import { paraphrase } from './paraphrase';

/** A repeatable random sequence. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('paraphrase', () => {
  it('says a question in several other ways that keep its content words', () => {
    const random = seeded(7);
    const said = new Set(Array.from({ length: 200 }, () => paraphrase('展厅几点开门？', random)));
    expect(said.size).toBeGreaterThan(10);
    expect(said.has('展厅几点开门？')).toBe(false);
    for (const question of said) expect(question).toContain('展厅');
    expect([...said].some((question) => question.includes('什么时候') || question.includes('啥时候'))).toBe(
      true,
    );
    expect([...said].some((question) => question.startsWith('请问'))).toBe(true);
  });

  it('never answers an empty question', () => {
    const random = seeded(3);
    for (let index = 0; index < 100; index++) expect(paraphrase('吗？', random).length).toBeGreaterThan(0);
  });
});
