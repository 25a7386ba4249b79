import { ASKING_CHARACTERS, FUNCTION_CHARACTERS } from './function-characters';

/**
 * How much a term counts beside its IDF. Question words and pronouns (什么、哪里、可以、你们) say
 * what kind of question it is, not what it is about: 有没有人讲解 must find 有人工讲解吗, not a
 * pair that happens to share 有没有. Single characters back up the bigrams (车停哪里 still
 * shares 车 and 停 with 停车场在哪里) but weigh less, or any question would share a few.
 */
const FUNCTION_WORDS = new Set([
  '什么',
  '怎么',
  '怎么办',
  '哪里',
  '可以',
  '有没有',
  '是不是',
  '你们',
  '我们',
  '这里',
  '那里',
  '请问',
  '需要',
  '一下',
  '我想',
  '想要',
]);

/** The words and the bigrams inside them: 有没有 is also 有没 and 没有 to the index. */
const FUNCTION_TERMS = new Set(
  [...FUNCTION_WORDS].flatMap((word) => [
    word,
    ...[...word].slice(1).map((character, at) => word[at] + character),
  ]),
);

const FUNCTION_WEIGHT = 0.3;
const CHARACTER_WEIGHT = 0.7;
/**
 * A single character that names nothing (要, 能, 去, 几) is in half the stored questions: shared,
 * it made 宝宝要喂奶 look like 儿童要买票吗 and a question about something else look answered.
 */
const EMPTY_CHARACTER_WEIGHT = 0.1;
const namesNothing = (character: string) =>
  FUNCTION_CHARACTERS.has(character) || ASKING_CHARACTERS.has(character);

export function termWeight(term: string): number {
  if (term.startsWith('c:')) return namesNothing(term.slice(2)) ? EMPTY_CHARACTER_WEIGHT : CHARACTER_WEIGHT;
  if (term.startsWith('slot:')) return 1;
  return FUNCTION_TERMS.has(term.startsWith('w:') ? term.slice(2) : term) ? FUNCTION_WEIGHT : 1;
}
