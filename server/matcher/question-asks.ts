import { ASKING_CHARACTERS, FUNCTION_CHARACTERS, namingCharactersOf } from './function-characters';

/**
 * What a question asks for, by its question words once read (什么时候 is 几点, 哪儿 is 哪里): a
 * time, an amount, a place, an era. A pair none of whose questions asks for what the visitor asks is
 * unlikely the one meant: 电梯能载多少人 asks an amount, and the lift's pair is asked only whether
 * there is one and where (有电梯吗, 电梯在哪里); 四羊方尊是哪朝的 asks an era, and 镇馆之宝是什么
 * only what the treasure is.
 */
const ASKS = [
  // How many days ahead (提前几天, read 提早几天) is a time too: the booking answer does not say
  // it, the tours' (提前 3 天) does. 25 development sets 4 fewer false answers, as many right.
  ['time', /几点|多久|多长时间|提[前早]几天/u],
  ['amount', /多少|几(?!点)|多大|多高|多远|多重/u],
  // Read, 几块钱 and 价格 are 多少钱, 免费 and 交钱 收费.
  ['price', /多少钱|收费|贵/u],
  ['place', /哪里|在哪|哪个位置/u],
  ['person', /谁/u],
  ['era', /朝代|年代|哪朝|哪个朝|哪一年|哪年/u],
  // Where a thing comes from (在哪出土, 从哪借来的), not where it is; not 借来 alone: 轮椅能借来用吗.
  ['origin', /出土|挖出|从哪(?:里)?借|哪(?:里)?借来|产地|出产/u],
  // Whether it is the original (真的还是复制品).
  ['genuine', /真品|复制品|仿制|仿品|赝品|真家伙|真的假的|真的还是/u],
  // A deposit (押金, 要押什么), a sale (有尿不湿卖吗; not a delivery, 外卖), a size or a load
  // (放得下28寸箱子吗, 限高多少, 承重多少), a speed (网速), how to pay (能刷卡吗, 要投币吗),
  // what the food is (素食, 清真, 儿童套餐), a language (讲解员会说粤语不, 有日文的介绍吗),
  // keeping something overnight (行李能寄存过夜吗), and taking a thing out of the hall (轮椅可以借
  // 回家用吗; not a visitor going home, 孩子喊要回家).
  ['deposit', /押金|押多少|要押|押啥|押什么|押证/u],
  ['sale', /(?<!外)卖/u],
  ['size', /多大|多宽|多高|多重|多沉|承重|限高|尺寸|几寸|放得下|装得下|放不下|装不下/u],
  ['speed', /网速|多快|快不快|速度/u],
  ['payment', /刷卡|微信付|微信支付|支付宝|现金|投币|扫码付|付款方式|怎么付/u],
  ['diet', /素食|吃素|清真|套餐|儿童餐|菜单|忌口/u],
  ['language', /粤语|方言|手语|[英日韩法德俄]语|[英日韩法德俄]文|外语|外文|english/iu],
  ['overnight', /过夜|隔夜|放到明天|存到明天|明天再来拿|明天来拿/u],
  ['takeout', /[借带拿推买]回家|馆外|带出去|推出去|出馆|带回去|借回去|拿回去/u],
] as const satisfies readonly (readonly [string, RegExp])[];

/** What a question can ask for (ASKS). */
export type Ask = (typeof ASKS)[number][0];

/** Every ask is specific but an amount, a place and a language (its pair keeps OTHER_ASK_KEEP). */
const NOT_SPECIFIC: readonly Ask[] = ['amount', 'place', 'language'];

/**
 * Asks a pair's characters do not vouch for: 四羊方尊是哪个朝代的 holds every character of
 * 四羊方尊在哪 but the era, and a pair never asked for an era, a person, where a thing comes
 * from or whether it is the original does not say one (the last two: 18 development sets 12
 * fewer false answers, as many right; held-out 1 fewer false). Nor does one never asked a time,
 * a price, a deposit, a sale, a size, a speed, a payment, the food, an overnight stay or taking
 * a thing out whose answer states none (STATED): the audio guide's pair does not say what
 * deposit its device takes, the 母婴室's whether nappies are sold there.
 * The deposit, the sale and the size: on twenty-five development sets 2 more right answers and
 * 54 fewer false ones (of 7,627); held-out as many right and 20 fewer false (of 4,426). The
 * speed, the payment and the food, with the language as an ask that is not specific (a pair
 * never asked one keeps OTHER_ASK_KEEP; the foreign-language pair states its languages): 3 more
 * right and 16 fewer false (held-out as many right, 3 fewer false). Overnight: 7 fewer false,
 * as many right (held-out 2 fewer false). Taking a thing out: 4 fewer false, as many right
 * (sixteen held-out sets 1 fewer false, as many right).
 */
export const SPECIFIC_ASKS: readonly Ask[] = ASKS.map(([ask]) => ask).filter(
  (ask) => !NOT_SPECIFIC.includes(ask),
);

/**
 * How much more a pair keeps when it neither asks nor states a specific ask the question makes:
 * 充电宝租一小时多少钱 beside 有充电宝吗 (its answer names no price), 失物招领的东西保留多久 beside
 * 东西丢了怎么办. On eighteen development sets 0.8 answered 4 more right and said 35 fewer false
 * answers than none (held-out: +2 right, −13 false); 0.75 lost 3 more right answers for 4 fewer
 * false ones.
 */
export const UNSAID_ASK_KEEP = 0.8;

/**
 * Asks an answer can settle without a question asking them: an answer that names a price (免费,
 * 每台 20 元) vouches for its pair being asked what something costs; one that names the 证件 to
 * bring, for a deposit; a business (营业) or a sale (售), for what it sells; a length, for a size;
 * languages (中、英、日), for a language; where a thing may be used (馆内), for taking it out.
 */
const STATED: readonly [Ask, RegExp][] = [
  ['price', /\d\s*元|免费|收费|半价/u],
  ['time', /\d:\d\d|\d\s*(?:分钟|小时|天|月|日)/u],
  ['deposit', /押金|证件/u],
  ['sale', /营业|售|(?<!外)卖/u],
  ['size', /\d\s*米|寸/u],
  ['language', /[中英日韩]、|语言|英文|外语/u],
  ['takeout', /馆内|馆外/u],
];

/** What an answer states of the asks (see STATED). */
export const statedIn = (answer: string): Ask[] =>
  STATED.filter(([, words]) => words.test(answer)).map(([ask]) => ask);

/** How much of its score a pair keeps when none of its questions asks for what the question does. */
export const OTHER_ASK_KEEP = 0.8;

/** What a (read) question asks for; none for a yes/no question or a statement. */
export const asksOf = (text: string): Ask[] =>
  ASKS.filter(([, words]) => words.test(text)).map(([ask]) => ask);

/**
 * The thing whose name is asked, by the character just before the ask (公众号叫啥名字: 号, 门口的
 * 花叫什么名字: 花, 你们馆长叫什么名字: 长), or null when none is: read, the robot's own name (你叫
 * 啥, 怎么叫你, 机器人叫啥) is 名字 or a bare 叫什么, or follows 你 (名字叫啥 asks it too).
 */
export function anotherNamed(text: string): string | null {
  for (const [, before] of text.matchAll(/(\p{Script=Han})的?(?:叫什么|叫啥|叫个啥)/gu))
    if (!FUNCTION_CHARACTERS.has(before) && !ASKING_CHARACTERS.has(before) && before !== '字') return before;
  return null;
}

/**
 * How much of its score a pair keeps when another's name is asked and it is the robot's-name pair,
 * or holds nothing of what is named. With 0.3, nineteen development sets 1 fewer right answer and
 * 5 fewer false ones (held-out 3 fewer false); 0.5 left 你们馆长叫什么名字 the robot's name.
 */
export const OTHER_NAME_KEEP = 0.3;

/** Asks the robot its name, as read (你叫什么名字, 你叫啥 read 名字, 怎么称呼你). */
export const asksRobotsName = (text: string): boolean =>
  /名字|称呼|叫什么|叫啥/u.test(text) && anotherNamed(text) === null;

/** Whether there is a thing, closing the question: 洗手间有纸吗, 古代科技厅里有没有地动仪. */
const WHETHER_THERE_IS = /有(?:没有)?(\p{Script=Han}{1,5}?)(?:吗|不|没|伐|嘛|呀|啊)?[？?]?$/u;

/**
 * The naming characters of the thing a (read) question asks whether there is, or none: none when
 * what is there is itself asked (展厅里有什么, 你有啥能耐; any asking character), how many (有几个
 * 展厅: an amount), anything else (有别的吗) or only a place (有地方没). A pair that holds none of
 * them does not say whether there is one: 洗手间在哪里 says nothing of paper, 现在有什么展览
 * nothing of a 地动仪. On twenty-five development sets 10 fewer false answers and as many
 * right; sixteen held-out sets 6 fewer false, as many right.
 */
export function thingAskedFor(text: string): string[] {
  const thing = WHETHER_THERE_IS.exec(text)?.[1];
  if (
    thing === undefined ||
    /别|地方/u.test(thing) ||
    [...thing].some((character) => ASKING_CHARACTERS.has(character))
  )
    return [];
  return namingCharactersOf(thing);
}
