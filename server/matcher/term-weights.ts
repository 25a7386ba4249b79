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

export function termWeight(term: string): number {
  if (term.startsWith('c:')) return CHARACTER_WEIGHT;
  if (term.startsWith('slot:')) return 1;
  return FUNCTION_TERMS.has(term.startsWith('w:') ? term.slice(2) : term) ? FUNCTION_WEIGHT : 1;
}
