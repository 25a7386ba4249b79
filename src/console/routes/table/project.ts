import { startEditorHeadStart } from '../../../editor/opening/head-start';
import { projectName } from '../../project/project-id';
import type { RouteNode } from '../route-model';

const STORE_SKILLS: readonly [path: string, title: string][] = [
  ['patrol', '巡逻'],
  ['volumeControl', '音量控制'],
  ['sleepReport', '休眠播报'],
  ['navigate', '导航'],
  ['guide', '引领'],
  ['charge', '充电'],
  ['application', '应用'],
  ['interestAnswer', '趣味问答'],
  ['questionnaire', '问卷调查'],
];

const projectDetailChildren: RouteNode[] = [
  { index: true, redirect: 'first-child' },
  {
    path: 'overview',
    title: '概览',
    summary: '项目的设备、知识与对话数据一览。',
    permissions: ['OVERVIEW'],
    sideMenu: { menu: 'project', icon: 'dashboard' },
    screen: () => import('../../overview/OverviewScreen'),
  },
  {
    path: 'device-management',
    title: '设备管理',
    summary: '激活、续费和查看项目中的机器人设备。',
    permissions: ['DEVICE_RELATED', 'DEVICE'],
    sideMenu: { menu: 'project', group: 'device' },
    children: [
      { index: true, screen: () => import('../../device/DeviceListScreen') },
      { path: 'pay', title: '购买设备', screen: () => import('../../device/PayScreen') },
      { path: ':activationKey', title: '设备续费', screen: () => import('../../device/RenewScreen') },
    ],
  },
  {
    path: 'speaker-management',
    title: '发音人管理',
    summary: '为机器人挑选和调校说话的声音。',
    permissions: ['DEVICE_RELATED', 'PRONOUNCE'],
    sideMenu: { menu: 'project', group: 'device' },
    children: [
      { index: true, screen: () => import('../../speaker/SpeakerListScreen') },
      { path: ':speakerID', title: '发音人详情', screen: () => import('../../speaker/SpeakerDetailScreen') },
    ],
  },
  {
    path: 'map-management',
    title: '地图管理',
    summary: '管理场地地图与导航点位。',
    sideMenu: { menu: 'project', icon: 'map' },
    children: [
      { index: true, screen: () => import('../../map/MapListScreen') },
      { path: ':mapID', title: '地图详情', screen: () => import('../../map/MapDetailScreen') },
    ],
  },
  {
    path: 'aq-library',
    title: '知识问答库',
    summary: '维护标准问题、相似问法与答案。',
    permissions: ['QA'],
    sideMenu: { menu: 'project', icon: 'book' },
    children: [
      { index: true, screen: () => import('../../qa/QaLibraryListScreen') },
      { path: ':libID', title: '问答库详情', screen: () => import('../../qa/QaLibraryScreen') },
    ],
  },
  {
    path: 'knowledge-graph',
    title: '领域图谱',
    summary: '用概念、实体与关系描述业务知识。',
    permissions: ['KG', 'KG_BASE'],
    sideMenu: { menu: 'project', group: 'knowledge-graph' },
    children: [
      { index: true, screen: () => import('../../knowledge-graph/KnowledgeGraphListScreen') },
      {
        path: ':knowledgeGraph',
        title: '图谱详情',
        screen: () => import('../../knowledge-graph/KnowledgeGraphDetailScreen'),
      },
    ],
  },
  {
    path: 'graph-template',
    title: '问答模版库',
    summary: '基于知识图谱配置问答模版。',
    permissions: ['KG', 'KG_TEMPLATE'],
    sideMenu: { menu: 'project', group: 'knowledge-graph' },
    children: [
      { index: true, screen: () => import('../../kg-template/TemplateLibraryListScreen') },
      {
        path: 'general-template-library',
        title: '通用模版库',
        screen: () => import('../../kg-template/GeneralLibraryScreen'),
      },
      { path: ':libID', title: '模版库详情', screen: () => import('../../kg-template/LibraryDetailScreen') },
    ],
  },
  {
    path: 'skill-store',
    title: '商店技能',
    summary: '为项目配置巡逻、导航、引领等现成技能。',
    permissions: ['SKILL_MANAGEMENT', 'SHOP_SKILL'],
    sideMenu: { menu: 'project', group: 'skill' },
    children: [
      { index: true, screen: () => import('../../skill-store/StoreSkillListScreen') },
      ...STORE_SKILLS.map(([path, title]) => ({
        path: `${path}/:storeSkillConfigureId?`,
        title,
        screen: () => import('../../skill-store/StoreSkillConfigScreen'),
      })),
    ],
  },
  {
    path: 'scene-skill',
    title: '场景技能',
    summary: '在可视化编辑器中编排多轮对话技能。',
    permissions: ['SKILL_MANAGEMENT', 'SKILL'],
    sideMenu: { menu: 'project', group: 'skill' },
    children: [
      { index: true, screen: () => import('../../scene-skill/SceneSkillListScreen') },
      { path: ':skillID', title: '技能编辑器', screen: () => import('../../scene-skill/SceneEditorScreen') },
    ],
  },
  {
    path: 'intent-management',
    title: '意图管理',
    summary: '定义用户说法背后的意图。',
    permissions: ['SKILL_MANAGEMENT', 'INTENT'],
    sideMenu: { menu: 'project', group: 'skill' },
    children: [
      { index: true, screen: () => import('../../intent/IntentListScreen') },
      { path: ':intentID', title: '意图详情', screen: () => import('../../intent/IntentDetailScreen') },
    ],
  },
  {
    path: 'dictionary-management',
    title: '词典管理',
    summary: '维护意图与技能引用的词表。',
    permissions: ['SKILL_MANAGEMENT', 'DICT'],
    sideMenu: { menu: 'project', group: 'skill' },
    children: [
      { index: true, screen: () => import('../../dictionary/DictionaryListScreen') },
      {
        path: ':dictionaryID',
        title: '词典详情',
        screen: () => import('../../dictionary/DictionaryDetailScreen'),
      },
    ],
  },
  {
    path: 'action-management',
    title: '动作管理',
    summary: '编排机器人的移动、肢体与屏幕动作。',
    permissions: ['SKILL_MANAGEMENT', 'ACTION'],
    sideMenu: { menu: 'project', group: 'skill' },
    children: [
      { index: true, screen: () => import('../../action/ActionListScreen') },
      {
        path: ':actionID/:pageType',
        title: '动作详情',
        screen: () => import('../../action/ActionDetailScreen'),
      },
    ],
  },
  {
    path: 'face-library',
    title: '人脸库',
    summary: '管理用于识别与考勤的人脸。',
    permissions: ['FACE_GROUP'],
    sideMenu: { menu: 'project', icon: 'face' },
    children: [
      { index: true, screen: () => import('../../face-library/FaceGroupListScreen') },
      {
        path: ':faceLibraryID',
        title: '人脸库详情',
        screen: () => import('../../face-library/FaceGroupDetailScreen'),
      },
    ],
  },
  {
    path: 'base-configuration',
    title: '基础配置',
    summary: '按设备或标签设置唤醒词、语言、屏保、工作时间、显示页面、发音人与音量。',
    permissions: ['BUTTOM'],
    sideMenu: { menu: 'project', group: 'front-end' },
    children: [
      { index: true, screen: () => import('../../base-configuration/BaseConfigurationListScreen') },
      {
        path: ':configuration',
        title: '配置详情',
        screen: () => import('../../base-configuration/BaseConfigurationDetailScreen'),
      },
    ],
  },
  {
    path: 'ui-configuration',
    title: '应用UI配置',
    summary: '可视化编排机器人屏幕上的页面。',
    sideMenu: { menu: 'project', group: 'front-end' },
    children: [
      { index: true, screen: () => import('../../ui-configuration/ConfigurationListScreen') },
      {
        path: 'globalSetting/:configuration',
        title: '全局设置',
        screen: () => import('../../../editor/settings/GlobalSettingsScreen'),
      },
      {
        path: 'publish/:configuration',
        title: '发布',
        screen: () => import('../../ui-configuration/PublishScreen'),
      },
      {
        path: ':configuration',
        title: '页面编辑器',
        screen: () => import('../../../editor/EditorRoute'),
        // Not loaded on demand like the screen: the head start's whole point is not to wait.
        prefetch: ({ configuration = '' }, { searchParams }) =>
          startEditorHeadStart(configuration, searchParams),
      },
    ],
  },
  {
    path: 'reveal',
    title: '个性化兜底',
    summary: '设置机器人答不上来时的回复。',
    permissions: ['BUTTOM'],
    sideMenu: { menu: 'project', group: 'persona' },
    children: [
      { index: true, screen: () => import('../../reveal/FallbackListScreen') },
      { path: ':revealID', title: '兜底详情', screen: () => import('../../reveal/FallbackDetailScreen') },
    ],
  },
  {
    path: 'hotWord',
    title: '热词',
    summary: '提升语音识别对业务词汇的准确率。',
    permissions: ['BUTTOM'],
    sideMenu: { menu: 'project', group: 'persona' },
    children: [
      { index: true, screen: () => import('../../hot-word/HotWordListScreen') },
      {
        path: 'fileManage/:id/:name',
        title: '热词文件',
        screen: () => import('../../hot-word/HotWordFilesScreen'),
      },
    ],
  },
  {
    path: 'robot-setting',
    title: '设备人设',
    summary: '为机器人设定名字、性格与说话风格。',
    permissions: ['BUTTOM'],
    sideMenu: { menu: 'project', group: 'persona' },
    children: [
      { index: true, screen: () => import('../../robot-setting/PersonaListScreen') },
      {
        path: ':settingID',
        title: '人设详情',
        screen: () => import('../../robot-setting/PersonaDetailScreen'),
      },
    ],
  },
];

/** 项目: the project list and, inside a project, the side menu's areas. */
export const PROJECT_ROUTES: RouteNode = {
  path: 'project-management',
  name: 'project-management',
  title: '项目管理',
  permissions: ['PROJECT'],
  topMenu: { menu: 'project', icon: 'project' },
  children: [
    { index: true, screen: () => import('../../project/ProjectListScreen') },
    {
      path: ':projectID',
      name: 'project-management-detail',
      title: (params) => projectName(params.projectID),
      screen: () => import('../../project/ProjectDetailLayout'),
      children: projectDetailChildren,
    },
  ],
};
