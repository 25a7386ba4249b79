/**
 * What the visual-semantics engine page says: the engine's capabilities, its pipeline, where it
 * works and how a developer gets started on this platform. Kept apart from the layout so the
 * wording can be reviewed in one place.
 */
export type CapabilityIcon = 'scene' | 'track' | 'person' | 'ask' | 'fusion' | 'gesture';

export interface Capability {
  icon: CapabilityIcon;
  title: string;
  text: string;
}

export const CAPABILITIES: readonly Capability[] = [
  {
    icon: 'scene',
    title: '场景理解',
    text: '识别展厅、大厅、走廊等场所与其中的展品、设施，输出结构化的场景描述。',
  },
  {
    icon: 'track',
    title: '目标检测与跟踪',
    text: '持续跟踪画面中的访客与物体，区分走近、驻足、离开，判断谁在与机器人交流。',
  },
  {
    icon: 'person',
    title: '人物属性感知',
    text: '感知人数、大致年龄段与朝向，为老人、儿童等不同访客选择合适的接待方式。',
  },
  {
    icon: 'ask',
    title: '视觉问答',
    text: '访客指着展品问「这是什么」，引擎把所见与知识图谱关联，给出准确的讲解。',
  },
  {
    icon: 'fusion',
    title: '多模态意图融合',
    text: '把看到的、听到的与上下文放在一起理解，让一句含糊的话也能落到明确的意图。',
  },
  {
    icon: 'gesture',
    title: '手势与姿态交互',
    text: '挥手唤醒、指向引导、点头确认，让不方便说话的访客也能与机器人自然互动。',
  },
];

export interface PipelineStep {
  title: string;
  text: string;
}

export const PIPELINE: readonly PipelineStep[] = [
  { title: '视觉感知', text: '机器人摄像头的画面在端侧完成检测、跟踪与属性分析。' },
  { title: '语义理解', text: '把画面中的人、物与关系转写成结构化的场景语义。' },
  { title: '多模态融合', text: '与语音识别结果、对话上下文和知识图谱一起推断意图。' },
  { title: '交互决策', text: '驱动技能、动作与屏幕页面，让机器人说对话、做对事。' },
];

export interface Scenario {
  title: string;
  text: string;
  /** A stock illustration of the product (public/stock/illustrations). */
  picture: string;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    title: '展厅导览',
    text: '认出访客驻足的展品，主动讲解，并按人群调整讲解深度。',
    picture: '/stock/illustrations/exhibition-guide.svg',
  },
  {
    title: '政务服务',
    text: '看懂办事群众手里的材料与排队情况，引导到正确的窗口。',
    picture: '/stock/illustrations/government-hall.svg',
  },
  {
    title: '银行网点',
    text: '识别等候区的客户与需求，分流业务，减少排队等待。',
    picture: '/stock/illustrations/bank-lobby.svg',
  },
  {
    title: '医院与交通枢纽',
    text: '为行动不便的老人主动引路，在人流中安全导航。',
    picture: '/stock/illustrations/hospital-lobby.svg',
  },
];

export const GETTING_STARTED: readonly PipelineStep[] = [
  { title: '注册并完成认证', text: '注册开放平台账号，完成个人或企业认证。' },
  { title: '创建项目、绑定设备', text: '在控制台创建机器人项目，激活你的机器人设备。' },
  { title: '在技能中使用视觉能力', text: '在场景技能与动作中选用视觉事件，发布到机器人。' },
];
