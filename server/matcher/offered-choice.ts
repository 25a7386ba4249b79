import { normalise } from './normalise';

/**
 * A visitor's reply to the robot's 您是不是想问「A」、「B」还是「C」？ A robot is spoken to more
 * than it is tapped: 第二个, 最后那个, 退票那个, or 对/是的 when one question was offered, picks that
 * question, asked as the library words it. Anything else is a new question (null): 都不是 too.
 */
export function chosenOffer(reply: string, offered: readonly string[]): string | null {
  if (offered.length === 0) return null;
  const plain = normalise(reply)
    .replace(/\s/g, '')
    .replace(/(吧|呀|啊|呢|哈|嘛|了|喔|哦)+$/, '');
  const said = plain.replace(/^(嗯|呃|哦|那|就|我要|我选|我想问|选|要|问)+/, '');
  if (NOT_ANY.has(plain) || NOT_ANY.has(said)) return null;
  if (offered.length === 1 && (YES.has(plain) || YES.has(said))) return offered[0];
  const position = positionOf(said, offered.length);
  if (position !== null) return offered[position];
  // 退票那个, 母婴室的: what the visitor names from one offered question, and from no other.
  const named = said.replace(/(的)?(那个|这个|那条|这条|那一个)$|的$/, '');
  if ([...named].length < 2) return null;
  const naming = offered.filter((question) => normalise(question).includes(named));
  return naming.length === 1 ? naming[0] : null;
}

const NOT_ANY = new Set(['不是', '都不是', '不对', '都不对', '没有', '都没有', '不要', '都不要', '不用']);
const YES = new Set([
  '是',
  '是的',
  '对',
  '对的',
  '对对',
  '对对对',
  '嗯嗯',
  '没错',
  '就是',
  '就是它',
  '就是这个',
  '是这个',
  '对就是这个',
  '好',
  '好的',
  '行',
  '可以',
  '那个',
  '这个',
  'yes',
  'ok',
]);

const NUMBERS: Record<string, number> = { 一: 0, '1': 0, 头: 0, 二: 1, '2': 1, 三: 2, '3': 2 };

/** Which offered question an ordinal names (第二个, 头一个, 最后那个, 中间的), or null. */
function positionOf(said: string, count: number): number | null {
  if (/^(最后|末尾|后面|最下面)(一个|那个|那一个|一条|那条|的)?$/.test(said)) return count - 1;
  if (count === 3 && /^中间(那个|那一个|的|那条)?$/.test(said)) return 1;
  if (/^(前面|最前面|上面|最上面)(那个|那一个|的|那条)?$/.test(said)) return 0;
  const ordinal = /^(?:第|头)?([一二三123头])(?:个|条|项|种)?(?:问题)?$/.exec(said);
  if (!ordinal) return null;
  const position = NUMBERS[ordinal[1]];
  return position < count ? position : null;
}
