import type { SnapshotPair } from './knowledge-snapshot';
import { normalise } from './normalise';

const HAN = /\p{Script=Han}/u;

/**
 * Each pair's Chinese characters, over its questions and its answers: the evidence for a visitor's
 * word no stored question uses. 蹭网 is no word of the Wi-Fi pair, but 网 is one of its characters;
 * 喂奶 is none of the 母婴室's words, but its answer's 温奶器 has 奶. Kept as one short string a pair
 * (its distinct characters), so a library of ten thousand pairs costs a few megabytes.
 */
export class PairCharacters {
  private readonly byPair = new Map<string, string>();

  constructor(pairs: readonly SnapshotPair[]) {
    for (const pair of pairs) {
      const texts = [pair.question, ...pair.similarQuestions, ...pair.answers.map((answer) => answer.text)];
      const characters = new Set([...normalise(texts.join('\n'))].filter((character) => HAN.test(character)));
      this.byPair.set(pair.id, [...characters].join(''));
    }
  }

  /**
   * The share of `characters` the pair's texts hold; 0 when they hold fewer than two: one
   * character (岁 in 你几岁了) is too little to say what a question is about.
   */
  share(pairId: string, characters: readonly string[]): number {
    const held = this.byPair.get(pairId) ?? '';
    const shared = characters.filter((character) => held.includes(character)).length;
    return shared < 2 ? 0 : shared / characters.length;
  }
}
