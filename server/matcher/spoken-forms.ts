import { type TextRange, type TracedText, withoutRanges } from './traced-text';

/**
 * Spoken ways of asking a yes/no question, read as the plain question: 开不开 as 开, 收不收费 as
 * 收费 (A不A), and a trailing 不/没/没有/行不/中不 (能进不, 吃饭了没) as nothing, the way 吗 already
 * is (a trailing 伐 is a particle, read away with the request's frame: request-frames.ts).
 * 能不能, 可不可以 and 是不是 stay: the question words read them whole. And the 个 a speaker puts
 * between a verb and its object (存个包, 充个电, 拍个照) as nothing: the library says 存包, 充电.
 */
const A_NOT_A = /(\p{Script=Han})不\1/gu;
const KEPT_A_NOT_A = new Set(['能', '可', '是']);
const TRAILING_TAG = /(不|没有|没|行不|成不|中不)$/u;
/** Words whose last character a 行不/成不/中不 tag would take (附近有银行不): only the 不 is the tag. */
const WORD_BEFORE_TAG = /(银行|步行|旅行|自行|同行|出行|可行|流行|完成|集中|其中|当中)不$/u;
/** 个 after a verb, not after a number or a demonstrative (一个, 这个, 几个) nor in 个子. */
const VERB_CLASSIFIER =
  /(?<=\p{Script=Han})(?<![一二两三四五六七八九十几这那哪每某整半各好])个(?=\p{Script=Han})(?!子)/gu;
/**
 * What a visitor sets aside before asking (除了说话还会干嘛, 除了青铜还有别的看不): the question is
 * what else, and the thing set aside is no topic of it.
 */
const SET_ASIDE = /除了\p{Script=Han}{1,8}?(以外|之外)? ?(?=(你|你们)?还)/gu;
/**
 * How a visitor says what they did not book (没在网上预约, 没提前搞那个预约, 手机上没弄那个预约): the
 * how is read away, so it is 没预约 (not booked) and not 预约 (how to book) that is asked.
 */
const NOT_BOOKED_HOW =
  /(?<=没|冇|忘了|忘记)(?:在|提前|事先|先)?(?:网上|手机上|线上|小程序上?|公众号上?)?(?:搞|弄|做|办|抢)?(?:那个|这个|个)?(?=预约|登记|预订|book)/gu;
/**
 * A way of coming a visitor rules out (不坐地铁的话, 俺不会坐地铁): the question is how else, and the
 * way ruled out is no topic of it.
 */
const RULED_OUT_WAY = /(?:我|俺)?不(?:想|会|愿意|打算|用)?(?:坐|搭|乘)地铁(?:的话)? ?/gu;
/**
 * A topic put first with 这个事 (失物这个事，能帮忙找不; 带路这个事，你能干不): the words that
 * name it say what is asked, 这个事 only that it is put first.
 */
const TOPIC_PUT_FIRST = /(?<=\p{Script=Han})(?:这个事儿?|这件事|这事儿?)(?=[，, ]|$)/gu;
/** What is read away whole wherever it stands (a lookbehind alone, as 没|预约 with no how between, is nothing). */
const READ_AWAY = [SET_ASIDE, RULED_OUT_WAY, TOPIC_PUT_FIRST, NOT_BOOKED_HOW];
/** A tag is only a tag after a question of its own: 不 alone, or 没有 as the whole question, stays. */
const SHORTEST_BEFORE_TAG = 2;

export function spokenForms(traced: TracedText): TracedText {
  const ranges: TextRange[] = [];
  for (const match of traced.text.matchAll(A_NOT_A)) {
    if (KEPT_A_NOT_A.has(match[1])) continue;
    const start = (match.index ?? 0) + 1;
    ranges.push([start, start + 2]);
  }
  for (const words of READ_AWAY)
    for (const match of traced.text.matchAll(words)) {
      const start = match.index ?? 0;
      if (match[0].length > 0) ranges.push([start, start + match[0].length]);
    }
  for (const match of traced.text.matchAll(VERB_CLASSIFIER)) {
    const start = match.index ?? 0;
    if (!ranges.some(([from, end]) => start >= from && start < end)) ranges.push([start, start + 1]);
  }
  const tag = TRAILING_TAG.exec(traced.text);
  if (tag && tag.index >= SHORTEST_BEFORE_TAG && !ranges.some(([, end]) => end > tag.index)) {
    const start = WORD_BEFORE_TAG.test(traced.text) ? traced.text.length - 1 : tag.index;
    ranges.push([start, traced.text.length]);
  }
  return withoutRanges(traced, ranges);
}
