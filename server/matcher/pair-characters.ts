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

  /**
   * `readAs`: a text as the matcher reads a question (synonyms written as their entries), so a
   * pair holds 讲授 when it says 讲解 and a visitor's 讲解 is read as 讲授.
   */
  constructor(pairs: readonly SnapshotPair[], readAs: (text: string) => string) {
    for (const pair of pairs) {
      const texts = [pair.question, ...pair.similarQuestions, ...pair.answers.map((answer) => answer.text)];
      const text = normalise(texts.join('\n'));
      const characters = new Set([...text, ...readAs(text)].filter((character) => HAN.test(character)));
      this.byPair.set(pair.id, [...characters].join(''));
    }
  }

  /** How many of `characters` the pair's texts hold. */
  held(pairId: string, characters: readonly string[]): number {
    const own = this.byPair.get(pairId) ?? '';
    return characters.filter((character) => own.includes(character)).length;
  }
}
