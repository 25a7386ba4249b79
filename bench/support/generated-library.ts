/**
 * A generated Q&A library for the matcher's bench: `count` pairs, each a standard question and
 * `similar` other ways of asking it, built from topic words drawn out of common characters and
 * question patterns, so the index holds realistic bigram postings (common question words in
 * thousands of pairs, topic words in a few). Seeded: every run builds the same library.
 */
const COMMON =
  '展厅馆门票价钱时间开放关闭预约参观讲解导览服务台电梯楼层洗手卫生停车场地铁公交站路线餐饮咖啡饮水母婴充电' +
  '寄存行李轮椅宠物拍照录像儿童老人学生团队外语英语手机网络密码会员积分兑换礼品活动报名课程讲座演出电影图书' +
  '借阅归还办理证件补办挂失投诉建议医疗急救安全出口入口大厅东西南北左右上下前后新旧长短高低快慢早晚春夏秋冬';
const PATTERNS: readonly ((a: string, b: string) => string)[] = [
  (a, b) => `${a}${b}在哪里`,
  (a, b) => `${a}${b}怎么走`,
  (a, b) => `${a}${b}几点开始`,
  (a, b) => `${a}${b}多少钱`,
  (a, b) => `可以${a}${b}吗`,
  (a, b) => `有没有${a}${b}`,
  (a, b) => `${a}${b}怎么办理`,
  (a, b) => `${a}${b}是什么`,
  (a, b) => `${a}${b}需要预约吗`,
  (a, b) => `${a}的${b}怎么收费`,
  (a, b) => `请介绍一下${a}${b}`,
  (a, b) => `${b}${a}在几楼`,
];

/** A small linear congruential generator: the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface GeneratedPair {
  question: string;
  similar: string[];
  answer: string;
}

export function generatedLibrary(
  count: number,
  similar: number,
  random = seededRandom(2026),
): GeneratedPair[] {
  const characters = [...COMMON];
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const word = () => pick(characters) + pick(characters);
  const seen = new Set<string>();
  const pairs: GeneratedPair[] = [];
  while (pairs.length < count) {
    const [a, b] = [word(), word()];
    const patterns = [...PATTERNS].sort(() => random() - 0.5).slice(0, similar + 1);
    const questions = patterns.map((pattern) => pattern(a, b));
    if (questions.some((question) => seen.has(question))) continue;
    for (const question of questions) seen.add(question);
    pairs.push({
      question: questions[0],
      similar: questions.slice(1),
      answer: `关于${a}${b}：请到服务台咨询。`,
    });
  }
  return pairs;
}

/** A visitor's way of saying one of the pair's questions: politeness around, a particle dropped. */
export function askedAbout(pair: GeneratedPair, random: () => number): string {
  const questions = [pair.question, ...pair.similar];
  const question = questions[Math.floor(random() * questions.length)];
  const roll = random();
  if (roll < 0.3) return `请问${question}`;
  if (roll < 0.6) return `${question.replace(/吗$/, '')}呀`;
  return question.replace('的', '');
}
