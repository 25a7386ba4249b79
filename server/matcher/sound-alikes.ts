import { pinyin } from 'pinyin-pro';
import type { TracedText } from './traced-text';

/**
 * Reads a character the project knows no word with as the one that sounds the same in a word it
 * does know: speech recognition and pinyin typing write 侧所 for 厕所, 关们 for 关门, 母音室
 * for 母婴室. A pair of characters the project never uses (in its stored questions and examples,
 * or a word of its dictionaries) whose sound is that of exactly one pair it uses, differing in
 * one character, is read as that pair. What was heard right stays: a character already in a pair
 * the project uses, one inside a word the segmenter knows (跳舞 is not 跳物, 超市 not 超室), and
 * the characters every question is made of (有吗 is not 游吗) — nor is a pair with one of those
 * evidence for its other character, nor is anything read as one of them (约 sounds like 么 read
 * yāo, and 约时段 is not 么时段). Pronunciations come from the `pinyin-pro` package (MIT), every reading
 * of a character, without tones and with the sounds accents merge (zh/z, ch/c, sh/s, ing/in,
 * eng/en) made one.
 *
 * Three characters that sound like three adjacent ones of the project's texts, one of them
 * different, are read as those even where the segmenter knows a word in them (母音室 is 母婴室,
 * 引水机 饮水机, 几点观门 几点关门): three syllables alike by chance are rare, and 母音 or 引水
 * being words somewhere says nothing about this question.
 */

const HAN_BMP = /^[\u4e00-\u9fff]$/;

/**
 * Characters of every other question: heard right, and no evidence for their neighbour. 给 and
 * 说 too: read jǐ and yuè they made 发给 突发疾病's 发疾 and 去哪说 预约's 哪约. On twenty-five
 * development sets 2 fewer false answers, as many right; sixteen held-out sets 1 more right.
 */
const COMMON = new Set([...'有没是的了在这那个吗呢吧啊要能会想去来我你您他她它不么给说']);

/**
 * Characters heard as typed that others may still be misheard as: 带 (dài), whose 大 made
 * 带学生来上课 a 大学生 and a student's discount, while 戴路 and 代个路 are 带路. Not in COMMON,
 * which would keep those too: on twenty-five development sets 1 fewer false answer, as many
 * right; sixteen held-out sets 1 more right, 1 fewer false.
 */
const HEARD_AS_TYPED = new Set([...'带']);

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The positions of characters the segmenter reads inside a word of two or more characters. */
function insideWords(text: string): Set<number> {
  const inside = new Set<number>();
  for (const { segment, index } of segmenter.segment(text))
    if (segment.length > 1) for (let at = index; at < index + segment.length; at++) inside.add(at);
  return inside;
}

/** The sounds accents and speech recognition confuse, written one way. */
const merged = (syllable: string) =>
  syllable
    .replace(/^([zcs])h/, '$1')
    .replace(/ing$/, 'in')
    .replace(/eng$/, 'en');

const soundsCache = new Map<string, readonly string[]>();

/** Every reading of a Chinese character, merged; none for anything else. */
function soundsOf(character: string): readonly string[] {
  let sounds = soundsCache.get(character);
  if (!sounds) {
    sounds = HAN_BMP.test(character)
      ? [...new Set(pinyin(character, { toneType: 'none', type: 'array', multiple: true }).map(merged))]
      : [];
    soundsCache.set(character, sounds);
  }
  return sounds;
}

/** The ways a run of characters can sound. */
const keysOf = (run: string): string[] =>
  [...run].reduce<string[]>(
    (keys, character) =>
      keys.flatMap((key) => soundsOf(character).map((sound) => (key ? `${key} ${sound}` : sound))),
    [''],
  );

const isHanRun = (run: string, length: number) =>
  run.length === length && [...run].every((character) => HAN_BMP.test(character));
const isHanPair = (pair: string) => isHanRun(pair, 2);

/** Runs of `length` sounding alike, by sound. */
function bySoundOf(runs: Iterable<string>): Map<string, string[]> {
  const bySound = new Map<string, string[]>();
  for (const run of runs)
    for (const key of keysOf(run)) {
      const alike = bySound.get(key);
      if (alike) alike.push(run);
      else bySound.set(key, [run]);
    }
  return bySound;
}

export class SoundAlikes {
  private readonly known = new Set<string>();
  /** Pairs of characters heard as said (see the constructor's `heardAsSaid`). */
  private readonly pairsHeardAsSaid = new Set<string>();
  private readonly bySound: Map<string, string[]>;
  private readonly knownTriples = new Set<string>();
  private readonly triplesBySound: Map<string, string[]>;

  /**
   * `words`: the project's words; every run of two or three adjacent Chinese characters in them is
   * known. `readAs`: how the project reads a run (its dictionaries), so that runs read alike
   * (厕所 and the listed typo 侧所, both 洗手间) are one answer to what 测所 sounds like.
   * `heardAsSaid`: words heard as said wherever they stand, and never read into: the topics a
   * visitor names (科技馆门票 is not 科技关门票, and 超时 does not become the topic 超市).
   */
  constructor(
    words: Iterable<string>,
    private readonly readAs: (run: string) => string = (run) => run,
    heardAsSaid: Iterable<string> = [],
  ) {
    for (const word of heardAsSaid)
      for (let at = 0; at + 1 < word.length; at++) this.pairsHeardAsSaid.add(word.slice(at, at + 2));
    for (const word of words)
      for (let at = 0; at + 1 < word.length; at++) {
        const pair = word.slice(at, at + 2);
        if (isHanPair(pair)) this.known.add(pair);
        const triple = word.slice(at, at + 3);
        if (isHanRun(triple, 3)) this.knownTriples.add(triple);
      }
    this.bySound = bySoundOf(this.known);
    this.triplesBySound = bySoundOf(this.knownTriples);
  }

  /** The text with misheard characters read as the ones meant; where each came from is kept. */
  correct(traced: TracedText): TracedText {
    const text = traced.text;
    const heardRight = new Set<number>();
    for (let at = 0; at + 1 < text.length; at++)
      if (this.known.has(text.slice(at, at + 2)) || this.pairsHeardAsSaid.has(text.slice(at, at + 2)))
        heardRight.add(at).add(at + 1);
    const characters = [...text];
    if (characters.length !== text.length) return traced; // characters beyond the BMP: leave as typed
    characters.forEach((character, at) => {
      if (HEARD_AS_TYPED.has(character)) heardRight.add(at);
    });
    let changed = false;
    let inWords: Set<number> | null = null;
    for (let at = 0; at + 1 < text.length; at++) {
      if (heardRight.has(at) && heardRight.has(at + 1)) continue;
      const pair = characters[at] + characters[at + 1];
      if (!isHanPair(pair) || COMMON.has(pair[0]) || COMMON.has(pair[1])) continue;
      const meant = this.onlyPairSoundingLike(pair, heardRight.has(at), heardRight.has(at + 1));
      if (!meant) continue;
      inWords ??= insideWords(text);
      if (inWords.has(meant[0] === pair[0] ? at + 1 : at)) continue;
      characters[at] = meant[0];
      characters[at + 1] = meant[1];
      heardRight.add(at).add(at + 1);
      changed = true;
    }
    // Triples after pairs: 馆里有参厅 is 餐厅 by its pair, not 里有什(么) by a triple.
    for (let at = 0; at + 2 < text.length; at++) {
      const triple = characters.slice(at, at + 3).join('');
      if (!isHanRun(triple, 3) || this.knownTriples.has(triple)) continue;
      const misheard = [0, 1, 2].filter((offset) => !heardRight.has(at + offset));
      const meant = this.onlyTripleSoundingLike(triple, misheard);
      if (!meant) continue;
      for (let offset = 0; offset < 3; offset++) {
        characters[at + offset] = meant[offset];
        heardRight.add(at + offset);
      }
      changed = true;
    }
    return changed ? { ...traced, text: characters.join('') } : traced;
  }

  /**
   * The one known triple that sounds like `triple` and differs from it in one character, at an
   * offset in `mayDiffer` (not one heard right) and not one of every question's characters.
   */
  private onlyTripleSoundingLike(triple: string, mayDiffer: readonly number[]): string | null {
    if (mayDiffer.length === 0) return null;
    const found = new Set<string>();
    for (const key of keysOf(triple))
      for (const candidate of this.triplesBySound.get(key) ?? []) {
        const differs = [0, 1, 2].filter((offset) => candidate[offset] !== triple[offset]);
        const at = differs[0];
        if (
          differs.length === 1 &&
          mayDiffer.includes(at) &&
          !COMMON.has(triple[at]) &&
          !COMMON.has(candidate[at])
        )
          found.add(candidate);
      }
    return this.onlyReading(found);
  }

  /** The one of `found` when they are all read alike, else none. */
  private onlyReading(found: ReadonlySet<string>): string | null {
    const [first] = found;
    if (first === undefined || found.size === 1) return first ?? null;
    const reading = this.readAs(first);
    return [...found].every((run) => this.readAs(run) === reading) ? first : null;
  }

  /** The one known pair that sounds like `pair` and differs from it only where it may. */
  private onlyPairSoundingLike(pair: string, keepFirst: boolean, keepSecond: boolean): string | null {
    const found = new Set<string>();
    for (const key of keysOf(pair))
      for (const candidate of this.bySound.get(key) ?? []) {
        const firstDiffers = candidate[0] !== pair[0];
        const secondDiffers = candidate[1] !== pair[1];
        if (firstDiffers === secondDiffers) continue; // the same pair, or two characters misheard
        if ((firstDiffers && keepFirst) || (secondDiffers && keepSecond)) continue;
        if (COMMON.has(candidate[0]) || COMMON.has(candidate[1])) continue;
        found.add(candidate);
      }
    return this.onlyReading(found);
  }
}
