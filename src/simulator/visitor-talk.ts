import type { ConfigurationBundle } from '../shared/api/device-link';
import { paraphrase } from './paraphrase';
import { skillIntent } from './visitor-requests';

/** One conversation turn as a robot reports it. */
export interface Turn {
  question: string;
  answer: string;
  matched: string | null;
  /** The intent or store skill that answered (问答分析's 热门意图); null for a Q&A answer or none. */
  intent: string | null;
  unknown: boolean;
  /** How sure the answer was (0–1); null without an answer. */
  score: number | null;
}

/** The score a robot gives its own offline answer to a question put in other words. */
const PARAPHRASE_SCORE = 0.5;

/** The share of questions a robot has no answer for. */
export const UNKNOWN_SHARE = 0.15;

/** The share of the library's questions visitors ask in their own words rather than as stored. */
export const PARAPHRASED_SHARE = 0.7;

/** Questions every venue hears, with the demo project's intent that answers some of them. */
const TYPICAL: readonly [question: string, answer: string, intent?: string][] = [
  ['洗手间在哪里？', '每层东西两侧都有洗手间，最近的在本层东侧电梯旁。', '查找设施'],
  ['你们几点关门？', '我们周二至周日 9:00 开馆，17:00 闭馆，16:30 停止入场，周一闭馆。', '查询开放时间'],
  ['有免费的无线网络吗？', '有的，连接名为“Museum-Free”的 Wi-Fi，在弹出页面输入手机号即可上网。'],
  ['展厅A在哪里？', '展厅A就是一楼的青铜器厅，在入口正前方，我可以带您过去。'],
  ['可以拍照吗？', '除特别标注的展品外都可以拍照，请不要使用闪光灯。'],
  ['有讲解服务吗？', '每天 10:00 和 14:30 在序厅有免费定时讲解，每场约 40 分钟。'],
  ['哪里可以充电？', '服务台和咖啡厅提供共享充电宝，扫码即可租借。', '查找设施'],
  ['附近有停车场吗？', '地下一层有停车场，入口在北门，前 2 小时免费。'],
  ['你叫什么名字？', '我是星河博物馆的导览机器人，很高兴为您服务。'],
  ['怎么预约参观？', '请在官方公众号“参观预约”中选择日期和时段，团队请提前 3 天预约。'],
  ['有饮水的地方吗？', '每层洗手间旁都有直饮水机，提供热水和温水。', '查找设施'],
  ['小孩可以进吗？', '欢迎小朋友参观，1.2 米以下儿童免费，需家长陪同。'],
  ['带我去展厅A', '好的，请跟我来，展厅A就在前面。', '带我去'],
  ['声音小一点', '好的，已为您调小音量。', '调节音量'],
];

const UNKNOWN: readonly string[] = [
  '明天会下雨吗？',
  '你会唱歌吗？',
  '附近哪家餐厅好吃？',
  '股票今天涨了吗？',
  '帮我叫一辆出租车',
  '你喜欢什么颜色？',
  '这里招聘吗？',
  '帮我查一下快递',
];

/** A question the robot knows an answer to; a library's may be asked in other words. */
interface KnownQuestion {
  question: string;
  answer: string;
  matched: string;
  intent?: string;
  library?: boolean;
}

export const FALLBACK_ANSWER = '抱歉，这个问题我还在学习中，您可以咨询前台工作人员。';

/** Question texts a released screen shows its visitors (question hints, categories, buttons). */
export function screenQuestions(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if ((key === 'questions' || key === 'question') && value.trim()) found.add(value.trim());
      return;
    }
    if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(document, '');
  return [...found];
}

/**
 * What visitors of a robot with the guide, fun Q&A and application skills ask it: a tour by name
 * (the robot walks it), the fun questions (the platform's matcher answers them, so visitors put
 * them in their own words too), an app to open.
 */
function skillQuestions(bundle: ConfigurationBundle | null): KnownQuestion[] {
  const skills = bundle?.skills;
  const tours = (skills?.guide?.tours ?? []).map(({ name }) => ({
    question: `带我参观${name}`,
    answer: `好的，请跟我参观「${name}」。`,
    matched: `引领：${name}`,
    intent: skillIntent('guide'),
  }));
  const fun = (skills?.interestAnswer?.interestQuestionList ?? []).map(({ question, answer }) => ({
    question,
    answer,
    matched: question,
    library: true,
  }));
  const apps = (skills?.application?.apps ?? []).map(({ name }) => ({
    question: `打开${name}`,
    answer: `好的，正在为您打开「${name}」。`,
    matched: `应用：${name}`,
    intent: skillIntent('application'),
  }));
  return [...tours, ...fun, ...apps];
}

/**
 * Draws conversation turns from the project's content and typical visitor questions. The answer
 * drawn is the robot's own guess (what it says offline); online, the robot asks the platform's
 * matcher (/device/v1/ask) and reports its answer instead.
 */
export class VisitorTalk {
  private known: KnownQuestion[] = [];

  constructor(private readonly random: () => number = Math.random) {
    this.learn(null);
  }

  /** What the robot can answer: the bundle's Q&A, its screen's questions, its persona's and the typical ones. */
  learn(bundle: ConfigurationBundle | null): void {
    const typical = TYPICAL.map(([question, answer, intent]) => ({
      question,
      answer,
      matched: intent ?? question,
      intent,
    }));
    const qa = (bundle?.qa ?? []).map(({ question, answer }) => ({
      question,
      answer,
      matched: question,
      library: true,
    }));
    const screen = screenQuestions(bundle?.screen?.document).map((question) => ({
      question,
      answer: `关于“${question.replace(/[？?]$/, '')}”，请看屏幕上的介绍，我也可以为您详细讲解。`,
      matched: `屏幕问题：${question}`,
    }));
    // Visitors ask the robot about itself too: the platform answers them from its persona.
    const persona = (bundle?.persona?.answers ?? []).map(({ question, answer }) => ({
      question,
      answer,
      matched: question,
    }));
    const navigate = bundle?.skills?.navigate;
    // Visitors of a robot that navigates ask it to take them places (the navigate skill answers).
    const places = (navigate?.destinations ?? []).map(({ point }) => ({
      question: `带我去${point}`,
      answer: navigate?.departSpeech ?? '',
      matched: `导航：${point}`,
      intent: skillIntent('navigate'),
    }));
    this.known = [...qa, ...screen, ...persona, ...places, ...skillQuestions(bundle), ...typical];
  }

  next(): Turn {
    if (this.random() < UNKNOWN_SHARE) {
      return {
        question: this.pick(UNKNOWN),
        answer: FALLBACK_ANSWER,
        matched: null,
        intent: null,
        unknown: true,
        score: null,
      };
    }
    const { question, answer, matched, intent, library } = this.pick(this.known);
    const said = library && this.random() < PARAPHRASED_SHARE ? paraphrase(question, this.random) : question;
    return {
      question: said,
      answer,
      matched,
      intent: intent ?? null,
      unknown: false,
      score: said === question ? 1 : PARAPHRASE_SCORE,
    };
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }
}
