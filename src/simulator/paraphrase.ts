/**
 * How visitors say a question the library knows in their own words: politeness added (请问、
 * 一下), particles dropped or swapped, a clause moved to the end, a question word said another
 * way. The simulator asks these so the matcher meets paraphrases, not the stored text.
 */
type Rewrite = (question: string, random: () => number) => string;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

const stripEnd = (question: string) => question.replace(/[？?。！!\s]+$/u, '');

const QUESTION_WORDS: readonly [string, readonly string[]][] = [
  ['几点', ['什么时候', '啥时候']],
  ['哪里', ['哪儿', '什么地方']],
  ['多少钱', ['几块钱', '什么价格']],
  ['怎么', ['如何', '怎样']],
  ['可以', ['能不能', '可不可以']],
  ['有没有', ['有无', '是否有']],
];

const REWRITES: readonly Rewrite[] = [
  (question, random) => `${pick(['请问', '请问一下', '你好，请问', '麻烦问一下'], random)}${question}`,
  (question, random) => `${stripEnd(question)}${pick(['呀', '呢', '啊', '吗'], random)}？`,
  (question) => stripEnd(question).replace(/[的了吗呢吧啊呀]/gu, ''),
  (question, random) => {
    const said = QUESTION_WORDS.filter(([word]) => question.includes(word));
    if (said.length === 0) return `我想问一下，${stripEnd(question)}`;
    const [word, others] = pick(said, random);
    return question.replace(word, pick(others, random));
  },
  (question) => {
    // 展厅几点开门，我想知道 → the clause after a comma first, or the asking moved to the end.
    const parts = stripEnd(question).split(/[，,]/u);
    return parts.length > 1
      ? `${parts.slice(1).join('，')}，${parts[0]}`
      : `${stripEnd(question)}，想了解一下`;
  },
];

/** One or two rewrites of `question`, never the empty string. */
export function paraphrase(question: string, random: () => number = Math.random): string {
  let said = pick(REWRITES, random)(question, random);
  if (random() < 0.4) said = pick(REWRITES, random)(said, random);
  return said.trim() || question;
}
