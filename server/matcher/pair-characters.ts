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

  /** How many of `characters` the pair's texts hold. */
  held(pairId: string, characters: readonly string[]): number {
    const own = this.byPair.get(pairId) ?? '';
    return characters.filter((character) => own.includes(character)).length;
  }
}
