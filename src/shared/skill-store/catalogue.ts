import type { StoreSkillCode } from './skill-configurations';

/** The labels the store is filtered by; 全部 is sent as empty (spec section 7). */
export const STORE_LABELS = ['导览', '安防', '运营', '娱乐', '服务'] as const;
export type StoreLabel = (typeof STORE_LABELS)[number];
export const ALL_LABELS = '全部';

/** What a skill needs of a project before it can be added. */
export type StoreSkillNeed = 'MAP_POINTS' | 'CHARGER';
export const STORE_SKILL_NEEDS: Record<StoreSkillNeed, string> = {
  MAP_POINTS: '一张至少有两个点位的地图',
  CHARGER: '地图上一个类型为「充电桩」的点位',
};

/** One turn of an example conversation (spec: actionIntentExample). */
export interface ExampleTurn {
  visitor: string;
  robot: string;
}

/** What the robot's screen shows while the skill runs (the detail page draws it). */
export interface SkillScreen {
  title: string;
  lines: string[];
}

export interface CatalogueEntry {
  skillStoreCode: StoreSkillCode;
  name: string;
  /** An antd icon name the console draws. */
  icon: string;
  summary: string;
  description: string;
  version: string;
  maker: string;
  labels: StoreLabel[];
  needs: StoreSkillNeed[];
  examples: ExampleTurn[];
  screens: SkillScreen[];
}

const MAKER = '机器人开放平台官方';

/**
 * The skill store's catalogue. It ships with the product (a new skill comes with a release, as its
 * robot-side behaviour does), so it is code, not a table; a project's rows name entries by code.
 */
export const STORE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    skillStoreCode: 'patrol',
    name: '巡逻',
    icon: 'SafetyOutlined',
    summary: '按排定的时段沿地图点位巡逻，在每个点位播报提示。',
    description:
      '在地图上按顺序挑选巡逻点位，设定每周哪几天、哪些时段巡逻，以及到达每个点位时播报的内容。机器人在时段内沿路线行走，遇到访客提问时照常回答，电量不足时先去充电。',
    version: '2.3.0',
    maker: MAKER,
    labels: ['安防', '运营'],
    needs: ['MAP_POINTS'],
    examples: [
      { visitor: '你在干什么？', robot: '我正在巡逻，下一站是展厅B，有需要随时叫我。' },
      { visitor: '（到达展厅A）', robot: '展厅A请勿触摸展品，拍照请关闭闪光灯。' },
    ],
    screens: [{ title: '巡逻中', lines: ['下一站：展厅B', '第 2 / 4 个点位'] }],
  },
  {
    skillStoreCode: 'volumeControl',
    name: '音量控制',
    icon: 'SoundOutlined',
    summary: '按时段自动调节机器人音量，早晚安静、高峰响亮。',
    description:
      '把一天分成若干时段，每个时段设定音量，其余时间使用默认音量。机器人到点自动调整，并在心跳中报告当前音量。',
    version: '1.2.0',
    maker: MAKER,
    labels: ['运营'],
    needs: [],
    examples: [{ visitor: '（12:00 午间高峰）', robot: '音量已调至 80。' }],
    screens: [{ title: '音量', lines: ['当前音量 80', '12:00–14:00 高峰时段'] }],
  },
  {
    skillStoreCode: 'sleepReport',
    name: '休眠播报',
    icon: 'MoonOutlined',
    summary: '闭馆时自动休眠，休眠前和唤醒后各播报一次。',
    description:
      '设定每周哪几天、几点休眠和唤醒，以及休眠前、唤醒后说的话。休眠期间机器人停止走动和问候，屏幕显示休眠页。',
    version: '1.0.4',
    maker: MAKER,
    labels: ['运营', '服务'],
    needs: [],
    examples: [{ visitor: '（17:00）', robot: '本馆即将闭馆，感谢您的光临，明天见。' }],
    screens: [{ title: '休眠中', lines: ['明天 09:00 见'] }],
  },
  {
    skillStoreCode: 'navigate',
    name: '导航',
    icon: 'AimOutlined',
    summary: '访客说「带我去…」，机器人走到对应点位并播报。',
    description:
      '从项目地图中选择可前往的目的地，并为每个目的地写好到达播报。访客说「带我去展厅A」「卫生间怎么去」时，机器人出发并在到达后播报。',
    version: '3.1.0',
    maker: MAKER,
    labels: ['导览', '服务'],
    needs: ['MAP_POINTS'],
    examples: [
      { visitor: '带我去展厅A', robot: '好的，请跟我来。' },
      { visitor: '（到达展厅A）', robot: '展厅A到了，这里展出的是青铜器。' },
    ],
    screens: [{ title: '导航中', lines: ['目的地：展厅A', '请跟我来'] }],
  },
  {
    skillStoreCode: 'guide',
    name: '引领',
    icon: 'CompassOutlined',
    summary: '按讲解路线带访客参观，每段路上讲解。',
    description:
      '配置若干条引领路线，每条由若干段组成：走向某个点位，并在路上讲解。访客说「带我参观」或路线名称时出发。',
    version: '2.0.1',
    maker: MAKER,
    labels: ['导览'],
    needs: ['MAP_POINTS'],
    examples: [{ visitor: '带我参观精品路线', robot: '好的，我们先去展厅A，路上给您介绍一下本馆的历史。' }],
    screens: [{ title: '引领中', lines: ['精品路线', '第 1 / 3 段：前往展厅A'] }],
  },
  {
    skillStoreCode: 'charge',
    name: '充电',
    icon: 'ThunderboltOutlined',
    summary: '电量低于阈值时自动回到充电桩，充满后回到岗位。',
    description:
      '选择充电桩点位，设定回充电量与离桩电量。电量低于回充电量时机器人播报并前往充电桩，充到离桩电量后继续工作。',
    version: '1.5.2',
    maker: MAKER,
    labels: ['运营'],
    needs: ['CHARGER'],
    examples: [{ visitor: '（电量 19%）', robot: '我的电量不足，先去充个电，马上回来。' }],
    screens: [{ title: '充电中', lines: ['电量 46%', '充到 95% 后回到岗位'] }],
  },
  {
    skillStoreCode: 'application',
    name: '应用',
    icon: 'AppstoreOutlined',
    summary: '在机器人屏幕上放置可打开的应用，如预约、导览小程序。',
    description: '添加应用的名称、图标（来自素材库）和地址。机器人屏幕的应用栏列出它们，访客点按即可打开。',
    version: '1.1.0',
    maker: MAKER,
    labels: ['服务'],
    needs: [],
    examples: [{ visitor: '我想预约讲解', robot: '请点击屏幕上的「预约讲解」。' }],
    screens: [{ title: '应用', lines: ['预约讲解', '文创商店'] }],
  },
  {
    skillStoreCode: 'interestAnswer',
    name: '趣味问答',
    icon: 'SmileOutlined',
    summary: '猜谜语、讲笑话、百科知识，让访客愿意多聊几句。',
    description:
      '选择问答类型并维护一组趣味问题和答案。访客问到时，机器人通过项目的问答匹配回答，和知识问答库一样理解相似问法。',
    version: '1.3.0',
    maker: MAKER,
    labels: ['娱乐'],
    needs: [],
    examples: [{ visitor: '什么东西越洗越脏？', robot: '是水呀！' }],
    screens: [{ title: '趣味问答', lines: ['什么东西越洗越脏？'] }],
  },
  {
    skillStoreCode: 'questionnaire',
    name: '问卷调查',
    icon: 'FormOutlined',
    summary: '在指定时段请访客填写满意度问卷，结果实时成图。',
    description:
      '编写单选题（可带「其他」）和数字题，设定请访客作答的时段。机器人在屏幕上展示问卷，答卷实时上报，控制台以图表展示并可导出。',
    version: '1.4.0',
    maker: MAKER,
    labels: ['运营', '服务'],
    needs: [],
    examples: [{ visitor: '（访客离开前）', robot: '可以花十秒钟给今天的参观打个分吗？' }],
    screens: [{ title: '满意度调查', lines: ['您对今天的讲解满意吗？', '非常满意 / 满意 / 一般 / 其他'] }],
  },
];

export const catalogueEntry = (code: string): CatalogueEntry | undefined =>
  STORE_CATALOGUE.find((entry) => entry.skillStoreCode === code);
