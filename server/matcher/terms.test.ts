import { describe, expect, it } from 'vitest';
import { termsOf, wordsOf } from './terms';

describe('termsOf', () => {
  it('scores by words and by character bigrams', () => {
    const terms = termsOf('展厅几点开门');
    expect(terms).toContain('展厅');
    expect(terms).toContain('w:几点');
    expect(terms).toContain('几点');
    // Between two words the segmenter knows, a bigram is noise a paraphrase rarely shares.
    expect(terms).not.toContain('点开');
  });

  it('drops particles and politeness, so a paraphrase keeps the same bigrams', () => {
    const plain = new Set(termsOf('展厅几点开门'));
    const polite = termsOf('请问展厅几点开门呀');
    expect(polite.filter((term) => !plain.has(term))).toEqual([]);
  });

  it('drops a hedge or an exclamation, which would count as a topic the project does not know', () => {
    const plain = new Set(termsOf('身份证丢了'));
    expect(termsOf('身份证好像丢了').filter((term) => !plain.has(term))).toEqual([]);
    expect(wordsOf('听说要提前约具体咋操作急死了')).not.toContain('听说');
    expect(wordsOf('听说要提前约具体咋操作急死了')).not.toContain('具体');
    expect(wordsOf('你有女朋友吗')).toContain('女朋友');
    expect(wordsOf('万一老人突然心脏不舒服咋办')).not.toContain('万一');
    expect(wordsOf('要是我春节后再来特展还在不')).not.toContain('要是');
    // The segmenter's 一/转身 of 一转身: when it happened.
    expect(wordsOf('我儿子一转身就没影了')).not.toContain('转身');
  });

  it('keeps 网吧 one word, not 网 and the particle 吧', () => {
    expect(wordsOf('附近有网吧吗')).toContain('网吧');
    expect(wordsOf('有网吧')).toContain('网吧');
  });

  it('keeps a greeting that is nothing but politeness', () => {
    expect(wordsOf('你好')).toEqual(['你好']);
    expect(termsOf('你好')).toContain('你好');
  });

  it('keeps Latin words and numbers whole', () => {
    expect(termsOf('wifi密码')).toContain('w:wifi');
    expect(termsOf('3楼在哪')).toContain('w:3');
  });

  it('marks what a negation denies, however far into its clause, and only in that clause', () => {
    expect(termsOf('没在网上提前预约 让进')).toContain('n:预约');
    expect(termsOf('忘了预约')).toContain('n:预约');
    expect(termsOf('怎么预约参观')).not.toContain('n:预约');
    // The clause ends at the space: 让进 is not denied.
    expect(termsOf('没在网上提前预约 让进')).not.toContain('n:让进');
    // Not 不, inside too many words (不舒服) to deny anything.
    expect(termsOf('我不舒服')).not.toContain('n:舒服');
    // 有没有 asks whether there is one; 无障碍 is a word of its own.
    expect(termsOf('有没有电梯')).not.toContain('n:电梯');
    expect(termsOf('无障碍电梯在哪')).not.toContain('n:电梯');
  });

  it('reads a one-character question by its character, as stored questions hold it', () => {
    expect(termsOf('饿')).toEqual(['w:饿', 'c:饿']);
  });
});
