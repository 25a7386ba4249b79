import { type TextRange, type TracedText, withoutRanges } from './traced-text';

/**
 * What a visitor says around a question to a robot, read as nothing: a greeting or the robot
 * addressed (你好呀, 小机器人), a request to ask (我想问一下, 麻烦问下, 跟你打听一下), a
 * 你知道…吗 wrapper, thanks and the tone's particles at the end (谢谢啊, 嘞). None of it says
 * what is asked, nor does whom it is asked for (帮我朋友问问), yet each of its characters
 * counted as a term, so 你好呀我想问下几点开门 scored well under 几点开门, and a polite question
 * fell back where a curt one was answered. Only at the edges of the question, and never the whole
 * of it: 你好 alone is a greeting the library may answer.
 */
const LEADING_FRAMES: readonly RegExp[] = [
  // 喂 greets only on its own or before whom it calls (喂，… / 喂你好): 喂奶 is feeding a baby.
  /^(你好|您好|哈喽|哈啰|嗨|喂(?=[ 你您小机呀啊哇哈哦喂]|$)|hello|hi|hey)(呀|啊|哇|哈|哦)? ?/u,
  /^(小)?机器人(你好|您好)?(呀|啊)? ?/u,
  // A speaker's hesitation before the question (嗯，…; 那个，…; 你看啊，…): 那个 only before a pause,
  // else it is the demonstrative (那个展几点关).
  /^(嗯+|呃+|额+|唔+)(，|,| )?|^(那个|这个|就是|你看啊?|是这样的?)(，|,| )/u,
  /^(打扰(你|您)?(一)?下|不好意思|劳驾|麻烦(你|您)?)(了|啊|哈)? ?/u,
  /^(我)?(想|要)?(请问|问问|问(你|您)?(一)?下|打听(一)?下|跟(你|您)打听(一)?下)(哈|啊|呀|哦)? ?/u,
  /^(你|您)(知道|晓得|清楚)(不|吗)? ?/u,
  /^(能|可以)?告诉我(一下)? ?/u,
  // Asking for someone else (帮我同事问下…, 我外公问…, 我姨想知道…): who wants to know is not what.
  /^帮(我)?\p{Script=Han}{0,3}?问(问|一?下)(哈|啊|呀)? ?/u,
  /^我(的)?\p{Script=Han}{0,2}?(想知道|想问问?|让我问问?|叫我问问?|问)(一?下)?(哈|啊|呀)? ?/u,
];
const TRAILING_FRAME = / ?(谢谢|多谢|谢啦|谢了|感谢|辛苦了|麻烦了)(你|您)?(啦|了|啊|哈|呀|哦)*$/u;
/**
 * The tone a speaker ends on, north and south (行不嘞, 开伐, 有没有咧, 好的呗), and the Wu
 * 行伐/好伐 (行不): nothing asked. Not 吗/呢/吧, which stored questions end on as often as
 * visitors do.
 */
const TRAILING_PARTICLES = /(?:[行成中好]伐|[呗嘞咧哟咯噻伐捏喔哇呐啦啊呀哦嘛哈]+)$/u;
/** What must be left of the question once its frame is set aside: two characters at least. */
const SHORTEST_QUESTION = 2;

export function withoutRequestFrames(traced: TracedText): TracedText {
  const ranges: TextRange[] = [];
  let start = 0;
  let end = traced.text.length;
  const trailing = TRAILING_FRAME.exec(traced.text);
  if (trailing && trailing.index >= SHORTEST_QUESTION) end = trailing.index;
  const particles = TRAILING_PARTICLES.exec(traced.text.slice(0, end));
  if (particles && particles.index >= SHORTEST_QUESTION) end = particles.index;
  for (let matched = true; matched; ) {
    matched = false;
    for (const frame of LEADING_FRAMES) {
      const found = frame.exec(traced.text.slice(start, end));
      if (!found || found[0].length === 0 || end - start - found[0].length < SHORTEST_QUESTION) continue;
      start += found[0].length;
      matched = true;
    }
  }
  if (start > 0) ranges.push([0, start]);
  if (end < traced.text.length) ranges.push([end, traced.text.length]);
  return withoutRanges(traced, ranges);
}
