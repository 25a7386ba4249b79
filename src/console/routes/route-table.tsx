import { AuthScreen } from '../auth/AuthScreen';
import { projectName } from '../project/project-id';
import type { SideGroupDef, TopMenuDef } from './menus';
import type { RouteNode } from './route-model';

/**
 * THE route table of the console: every route of both spec documents with its name, title,
 * access, permission codes and menu placement. Router, guard, top and side menus, breadcrumbs
 * and redirects all derive from it. A later issue replaces a 'coming soon' leaf by giving it a
 * `screen`.
 */

export const TOP_MENU_DEFS: readonly TopMenuDef[] = [
  { key: 'home', title: '首页', icon: 'home' },
  { key: 'project', title: '项目', icon: 'project' },
  { key: 'operation', title: '运营平台', icon: 'operation' },
  { key: 'business', title: '企业管理', icon: 'business' },
  { key: 'engine', title: '引擎平台', icon: 'engine' },
];

export const SIDE_GROUP_DEFS: readonly SideGroupDef[] = [
  { key: 'device', title: '设备相关', icon: 'robot' },
  { key: 'knowledge-graph', title: '知识图谱', icon: 'graph' },
  { key: 'skill', title: '技能管理', icon: 'apps' },
  { key: 'front-end', title: '前端管理', icon: 'layout' },
  { key: 'persona', title: '个性化设置', icon: 'persona' },
];

/** A project child: its list as the index route, then its detail sub-routes. */
function projectArea(node: Omit<RouteNode, 'children'>, details: RouteNode[] = []): RouteNode {
  return { ...node, children: [{ index: true }, ...details] };
}

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
    screen: () => import('../overview/OverviewScreen'),
  },
  {
    path: 'device-management',
    title: '设备管理',
    summary: '激活、续费和查看项目中的机器人设备。',
    permissions: ['DEVICE_RELATED', 'DEVICE'],
    sideMenu: { menu: 'project', group: 'device' },
    children: [
      { index: true, screen: () => import('../device/DeviceListScreen') },
      { path: 'pay', title: '购买设备', screen: () => import('../device/PayScreen') },
      { path: ':activationKey', title: '设备续费', screen: () => import('../device/RenewScreen') },
    ],
  },
  {
    path: 'speaker-management',
    title: '发音人管理',
    summary: '为机器人挑选和调校说话的声音。',
    permissions: ['DEVICE_RELATED', 'PRONOUNCE'],
    sideMenu: { menu: 'project', group: 'device' },
    children: [
      { index: true, screen: () => import('../speaker/SpeakerListScreen') },
      { path: ':speakerID', title: '发音人详情', screen: () => import('../speaker/SpeakerDetailScreen') },
    ],
  },
  {
    path: 'map-management',
    title: '地图管理',
    summary: '管理场地地图与导航点位。',
    sideMenu: { menu: 'project', icon: 'map' },
    children: [
      { index: true, screen: () => import('../map/MapListScreen') },
      { path: ':mapID', title: '地图详情', screen: () => import('../map/MapDetailScreen') },
    ],
  },
  {
    path: 'aq-library',
    title: '知识问答库',
    summary: '维护标准问题、相似问法与答案。',
    permissions: ['QA'],
    sideMenu: { menu: 'project', icon: 'book' },
    children: [
      { index: true, screen: () => import('../qa/QaLibraryListScreen') },
      { path: ':libID', title: '问答库详情', screen: () => import('../qa/QaLibraryScreen') },
    ],
  },
  {
    path: 'knowledge-graph',
    title: '领域图谱',
    summary: '用概念、实体与关系描述业务知识。',
    permissions: ['KG', 'KG_BASE'],
    sideMenu: { menu: 'project', group: 'knowledge-graph' },
    children: [
      { index: true, screen: () => import('../knowledge-graph/KnowledgeGraphListScreen') },
      {
        path: ':knowledgeGraph',
        title: '图谱详情',
        screen: () => import('../knowledge-graph/KnowledgeGraphDetailScreen'),
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
      { index: true, screen: () => import('../kg-template/TemplateLibraryListScreen') },
      {
        path: 'general-template-library',
        title: '通用模版库',
        screen: () => import('../kg-template/GeneralLibraryScreen'),
      },
      { path: ':libID', title: '模版库详情', screen: () => import('../kg-template/LibraryDetailScreen') },
    ],
  },
  projectArea(
    {
      path: 'skill-store',
      title: '商店技能',
      summary: '为项目配置巡逻、导航、引领等现成技能。',
      permissions: ['SKILL_MANAGEMENT', 'SHOP_SKILL'],
      sideMenu: { menu: 'project', group: 'skill' },
    },
    STORE_SKILLS.map(([path, title]) => ({ path: `${path}/:storeSkillConfigureId?`, title })),
  ),
  projectArea(
    {
      path: 'scene-skill',
      title: '场景技能',
      summary: '在可视化编辑器中编排多轮对话技能。',
      permissions: ['SKILL_MANAGEMENT', 'SKILL'],
      sideMenu: { menu: 'project', group: 'skill' },
    },
    [{ path: ':skillID', title: '技能编辑器' }],
  ),
  {
    path: 'intent-management',
    title: '意图管理',
    summary: '定义用户说法背后的意图。',
    permissions: ['SKILL_MANAGEMENT', 'INTENT'],
    sideMenu: { menu: 'project', group: 'skill' },
    children: [
      { index: true, screen: () => import('../intent/IntentListScreen') },
      { path: ':intentID', title: '意图详情', screen: () => import('../intent/IntentDetailScreen') },
    ],
  },
  {
    path: 'dictionary-management',
    title: '词典管理',
    summary: '维护意图与技能引用的词表。',
    permissions: ['SKILL_MANAGEMENT', 'DICT'],
    sideMenu: { menu: 'project', group: 'skill' },
    children: [
      { index: true, screen: () => import('../dictionary/DictionaryListScreen') },
      {
        path: ':dictionaryID',
        title: '词典详情',
        screen: () => import('../dictionary/DictionaryDetailScreen'),
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
      { index: true, screen: () => import('../action/ActionListScreen') },
      {
        path: ':actionID/:pageType',
        title: '动作详情',
        screen: () => import('../action/ActionDetailScreen'),
      },
    ],
  },
  projectArea(
    {
      path: 'face-library',
      title: '人脸库',
      summary: '管理用于识别与考勤的人脸。',
      permissions: ['FACE_GROUP'],
      sideMenu: { menu: 'project', icon: 'face' },
    },
    [{ path: ':faceLibraryID', title: '人脸库详情' }],
  ),
  projectArea(
    {
      path: 'base-configuration',
      title: '基础配置',
      summary: '设置项目级的机器人基础参数。',
      sideMenu: { menu: 'project', group: 'front-end' },
    },
    [{ path: ':configuration', title: '配置详情' }],
  ),
  {
    path: 'ui-configuration',
    title: '应用UI配置',
    summary: '可视化编排机器人屏幕上的页面。',
    sideMenu: { menu: 'project', group: 'front-end' },
    children: [
      { index: true, screen: () => import('../ui-configuration/ConfigurationListScreen') },
      {
        path: 'globalSetting/:configuration',
        title: '全局设置',
        screen: () => import('../../editor/settings/GlobalSettingsScreen'),
      },
      {
        path: 'publish/:configuration',
        title: '发布',
        screen: () => import('../ui-configuration/PublishScreen'),
      },
      { path: ':configuration', title: '页面编辑器', screen: () => import('../../editor/EditorRoute') },
    ],
  },
  {
    path: 'reveal',
    title: '个性化兜底',
    summary: '设置机器人答不上来时的回复。',
    permissions: ['BUTTOM'],
    sideMenu: { menu: 'project', group: 'persona' },
    children: [
      { index: true, screen: () => import('../reveal/FallbackListScreen') },
      { path: ':revealID', title: '兜底详情', screen: () => import('../reveal/FallbackDetailScreen') },
    ],
  },
  {
    path: 'hotWord',
    title: '热词',
    summary: '提升语音识别对业务词汇的准确率。',
    permissions: ['BUTTOM'],
    sideMenu: { menu: 'project', group: 'persona' },
    children: [
      { index: true, screen: () => import('../hot-word/HotWordListScreen') },
      {
        path: 'fileManage/:id/:name',
        title: '热词文件',
        screen: () => import('../hot-word/HotWordFilesScreen'),
      },
    ],
  },
  projectArea(
    {
      path: 'robot-setting',
      title: '设备人设',
      summary: '为机器人设定名字、性格与说话风格。',
      sideMenu: { menu: 'project', group: 'persona' },
    },
    [{ path: ':settingID', title: '人设详情' }],
  ),
];

const operationLayout = () =>
  import('../shell/side-menu-layouts').then((m) => ({ default: m.OperationLayout }));
const enterpriseLayout = () =>
  import('../shell/side-menu-layouts').then((m) => ({ default: m.EnterpriseLayout }));

const homeChildren: RouteNode[] = [
  { index: true, redirect: 'first-menu' },
  {
    path: 'project-management',
    name: 'project-management',
    title: '项目管理',
    permissions: ['PROJECT'],
    topMenu: { menu: 'project', icon: 'project' },
    children: [
      { index: true, screen: () => import('../project/ProjectListScreen') },
      {
        path: ':projectID',
        name: 'project-management-detail',
        title: (params) => projectName(params.projectID),
        screen: () => import('../project/ProjectDetailLayout'),
        children: projectDetailChildren,
      },
    ],
  },
  {
    path: 'remote-monitoring',
    name: 'remote-monitoring',
    title: '远程监控',
    permissions: ['MONITOR'],
    children: [
      { index: true, redirect: '/home/remote-monitoring/monitoring-platform' },
      {
        path: 'monitoring-platform',
        title: '监控平台',
        summary: '实时查看机器人的在线状态、电量与运行告警。',
        topMenu: { menu: 'home', icon: 'dashboard' },
        screen: () => import('../monitoring/MonitoringScreen'),
      },
      {
        path: 'remote-view',
        title: '远程查看',
        summary: '远程查看机器人画面并下发控制指令。',
        // Watching needs MONITOR (the parent's); the controls show, and the server obeys, with REMOTE_CONTROL.
        topMenu: { menu: 'home', icon: 'robot' },
        screen: () => import('../monitoring/remote/RemoteViewScreen'),
      },
    ],
  },
  {
    path: 'skill-store',
    name: 'skill-store',
    title: '技能商店',
    permissions: ['SHOP_SKILL'],
    topMenu: { menu: 'home', icon: 'apps' },
    children: [
      { index: true, summary: '浏览平台提供的现成技能，一键添加到项目。' },
      { path: 'detail/:skillStoreCode', title: '技能详情' },
    ],
  },
  {
    path: 'operation-platform',
    name: 'operation-platform',
    title: '运营平台',
    permissions: ['OPERATION'],
    screen: operationLayout,
    children: [
      { index: true, redirect: 'first-child' },
      {
        path: 'mark/:projectID?',
        title: '问答标注',
        summary: '标注机器人答错或没答上的问题，持续优化问答效果。',
        permissions: ['QA_MARK'],
        topMenu: { menu: 'operation', icon: 'mark' },
        sideMenu: { menu: 'operation', icon: 'mark' },
      },
      {
        path: 'analysis/:projectID?',
        title: '问答分析',
        summary: '从提问量、命中率与热点问题看清对话效果。',
        permissions: ['QA_ANALYZE'],
        topMenu: { menu: 'operation', icon: 'chart' },
        sideMenu: { menu: 'operation', icon: 'chart' },
      },
      {
        path: 'visitor/:projectID?',
        title: '访客记录',
        summary: '查看机器人接待过的访客与对话记录。',
        permissions: ['VISIT_RECORD'],
        topMenu: { menu: 'operation', icon: 'history' },
        sideMenu: { menu: 'operation', icon: 'history' },
      },
    ],
  },
  {
    path: 'business-management',
    name: 'business-management',
    title: '企业管理',
    permissions: ['TENANT_MANAGEMENT'],
    children: [
      { index: true, redirect: 'first-child' },
      {
        path: 'info',
        title: '企业信息',
        summary: '查看和维护企业的认证资料。',
        topMenu: { menu: 'business', icon: 'business' },
      },
      {
        screen: enterpriseLayout,
        children: [
          {
            path: 'account',
            title: '账号管理',
            permissions: ['ACCOUNT'],
            topMenu: { menu: 'business', icon: 'user' },
            sideMenu: { menu: 'enterprise', icon: 'user' },
            children: [
              { index: true, summary: '为企业成员开设账号并分配角色。' },
              { path: 'create', title: '新建账号' },
              { path: ':userid', title: '账号详情' },
            ],
          },
          {
            path: 'role',
            title: '角色管理',
            permissions: ['ROLE'],
            topMenu: { menu: 'business', icon: 'role' },
            sideMenu: { menu: 'enterprise', icon: 'role' },
            children: [
              { index: true, summary: '定义角色并配置它能使用的功能。' },
              { path: ':role', title: '功能权限' },
            ],
          },
        ],
      },
      {
        path: 'operation-log',
        title: '操作日志',
        summary: '追溯企业成员在平台上的每一次操作。',
        topMenu: { menu: 'business', icon: 'history' },
      },
    ],
  },
];

export const ROUTE_TABLE: RouteNode[] = [
  { index: true, redirect: '/login' },
  { path: 'login', name: '登录', title: '登录', access: 'logout', element: <AuthScreen mode="login" /> },
  {
    path: 'register',
    name: '注册',
    title: '注册',
    access: 'logout',
    element: <AuthScreen mode="register" />,
  },
  {
    path: 'retrievePassword',
    name: 'retrieve-password',
    title: '找回密码',
    access: 'public',
    screen: () => import('../auth/RetrievePasswordPage'),
  },
  {
    // The console and the robot player keep server state; the sign-in pages above load none of it.
    screen: () => import('../app/ServerStateLayout'),
    children: [
      {
        path: 'robot/:playerKey',
        name: 'robot-player',
        title: '机器人屏幕',
        access: 'public',
        screen: () => import('../robot-player/RobotPlayerScreen'),
      },
      // Developer material: served by the dev server only, never in the built product.
      ...(import.meta.env.DEV
        ? [
            {
              path: 'dev/components',
              name: 'component-gallery',
              title: '组件库',
              access: 'public',
              screen: () => import('../gallery/ComponentGallery'),
            } satisfies RouteNode,
          ]
        : []),
      {
        screen: () => import('../shell/ConsoleLayout'),
        children: [
          { path: 'home', name: 'home', title: '首页', access: 'auth', children: homeChildren },
          {
            path: 'certification',
            name: 'certification',
            title: '实名认证',
            access: 'auth',
            screen: () => import('../certification/CertificationScreen'),
          },
          {
            path: 'review',
            name: 'review',
            title: '认证审核',
            access: 'auth',
            screen: () => import('../review/ReviewScreen'),
          },
          {
            path: 'my-center',
            name: 'my-center',
            title: '个人中心',
            access: 'auth',
            screen: () => import('../my-center/MyCenterScreen'),
          },
          {
            path: 'message-center',
            name: '消息中心',
            title: '消息中心',
            access: 'auth',
            screen: () => import('../message-center/MessageCenterScreen'),
          },
          {
            path: '403/:routeName',
            name: '403',
            title: '无权访问',
            access: 'public',
            screen: () => import('../pages/ForbiddenPage'),
          },
          {
            path: 'engine-platform',
            name: 'engine-platform',
            title: '引擎平台',
            access: 'public',
            children: [
              { index: true, redirect: 'first-child' },
              {
                path: 'visual-semantics',
                title: 'AI视觉语义交互引擎',
                topMenu: { menu: 'engine', icon: 'engine', newTab: true },
                screen: () => import('../engine-platform/VisualSemanticsPage'),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', redirect: '/home' },
];
