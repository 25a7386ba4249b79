import { LOG_AREA_NAMES } from '../../shared/api/enterprise-admin';
import { FACE_GROUP_PURPOSE_NAMES } from '../../shared/api/face-groups';
import { ATTRIBUTE_DATA_TYPE_INFO } from '../../shared/api/knowledge-graph';
import { MAP_POINT_TYPE_INFO } from '../../shared/api/maps';
import { VOICES } from '../../shared/api/speakers';
import { ACCOUNT_IMAGE_PATH } from '../../shared/api/uc-account';
import { menuTitles } from '../../shared/menu-tree';

/** The operation log's verbs (an action's last word). */
const VERBS: Record<string, string> = {
  create: '新建',
  edit: '修改',
  delete: '删除',
  enable: '启用',
  disable: '停用',
  copy: '复制',
  restore: '恢复版本',
  rename: '重命名',
  move: '移动',
  import: '导入',
  upload: '上传',
  replace: '替换',
  add: '添加',
  release: '发布',
  build: '构建',
  bind: '绑定',
  unbind: '解绑',
  send: '发送',
  submit: '提交',
  review: '审核',
  accept: '接受',
  change: '更换',
  activate: '激活',
  paid: '支付',
  command: '下发指令',
  acknowledge: '确认',
  default: '设为默认',
  share: '共享',
  batchShare: '批量共享',
  batchTag: '批量设置标签',
  login: '登录',
  logout: '退出登录',
  register: '注册',
};

/** What the verbs act on (the words between the area and the verb). */
const THINGS: Record<string, string> = {
  person: '人员',
  photo: '照片',
  entry: '词条',
  example: '例句',
  slots: '槽位',
  steps: '步骤',
  file: '文件',
  category: '分类',
  pair: '问答',
  role: '角色',
  account: '账号',
  invitation: '邀请',
  phone: '手机号',
  wechat: '微信',
  point: '点位',
  picture: '底图',
  concept: '概念',
  entity: '实体',
  attribute: '属性',
  relation: '关系',
  template: '问答模版',
  templateLibrary: '问答模版库',
  base: '图谱',
  library: '问答库',
  order: '订单',
  personal: '个人认证',
  enterprise: '企业认证',
  info: '企业信息',
};

/** The words after the area, read as Chinese (批量删除问答), or null when one is not known. */
function deedText(words: string[]): string | null {
  const batch = words.includes('batch') ? '批量' : '';
  const rest = words.filter((word) => word !== 'batch');
  const verb = VERBS[rest.at(-1) ?? ''];
  const things = rest.slice(0, -1).map((word) => THINGS[word]);
  if (!verb && rest.length === 1) return THINGS[rest[0]] ?? null;
  if (!verb || things.some((thing) => thing === undefined)) return null;
  return `${batch}${verb}${things.join('')}`;
}

/** What was done, without the area: 修改角色 for tenant.role.edit. */
const deedOf = (area: string, rest: string[]) => deedText(rest) ?? (rest.join('.') || area);

/** What a log entry's action reads as: its area's name, then what was done. */
export function actionText(action: string): string {
  const [area, ...rest] = action.split('.');
  const name = LOG_AREA_NAMES[area];
  if (!name) return action;
  return `${name} · ${deedOf(area, rest)}`;
}

export interface ActionGroup {
  label: string;
  options: { label: string; value: string }[];
}

/** Actions as a picker offers them: under their area's name, each in words (修改角色). */
export function actionGroups(actions: string[]): ActionGroup[] {
  const groups = new Map<string, ActionGroup>();
  for (const action of actions) {
    const [area, ...rest] = action.split('.');
    const label = LOG_AREA_NAMES[area] ?? area;
    const group = groups.get(label) ?? { label, options: [] };
    group.options.push({ label: LOG_AREA_NAMES[area] ? deedOf(area, rest) : action, value: action });
    groups.set(label, group);
  }
  return [...groups.values()];
}

/** The entry's detail as short lines; an edit shows each changed field's before → after. */
export function detailLines(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  const { before, after, ...rest } = detail as {
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  };
  const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const lines = Object.entries(rest).map(([key, value]) => `${key}：${show(value)}`);
  if (before && after) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (show(before[key]) !== show(after[key]))
        lines.push(`${key}：${show(before[key])} → ${show(after[key])}`);
    }
  }
  return lines;
}

/** The fields edits change most, in words; any other shows by its own name. */
const FIELD_NAMES: Record<string, string> = {
  name: '名称',
  description: '描述',
  remark: '备注',
  enabled: '启用',
  voice: '音色',
  speed: '语速',
  pitch: '音调',
  volume: '音量',
  sampleText: '试听文本',
  deviceTags: '设备标签',
  tags: '标签',
  menuCodes: '菜单权限',
  grants: '资源权限',
  roles: '角色',
  target: '账号',
  nickname: '姓名',
  logoFileId: '企业标志',
  logoUrl: '企业标志',
  contactName: '联系人',
  contactPhone: '联系电话',
  address: '地址',
  greeting: '问候语',
  purpose: '用途',
  reply: '回复',
  question: '问题',
  answer: '答案',
  content: '内容',
  words: '词语',
  similarQuestions: '相似问题',
  answers: '答案',
  category: '分类',
  synonyms: '同义词',
  aliases: '别名',
  value: '词条',
  text: '例句',
  type: '类型',
  floor: '楼层',
  x: '横坐标',
  y: '纵坐标',
  version: '版本',
  document: '含页面内容',
  screenWidth: '屏幕宽度',
  screenHeight: '屏幕高度',
  // The knowledge graph logs a concept by its name (server/kg/logged-concepts.ts).
  attributes: '属性',
  relations: '关系',
  dataType: '数据类型',
  concept: '所属概念',
  parentConcept: '上级概念',
  linkConcept: '链接概念',
  targetConcept: '目标概念',
  kind: '模版类型',
  pattern: '问法',
  patterns: '问法',
  targets: '属性或关系',
  domain: '领域',
  workStart: '上班时间',
  workEnd: '下班时间',
  workDays: '工作日',
  phone: '手机号',
  staffNumber: '工号',
  validFrom: '有效期起',
  validUntil: '有效期至',
};

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** A menu by the last words of its title (领域图谱 of 项目管理 / 知识图谱 / 领域图谱). */
const menuNames = new Map([...menuTitles()].map(([code, title]) => [code, title.split(' / ').at(-1)]));

/** The names of the codes some fields store (STAFF is 员工): a log shows what the form showed. */
const CODE_NAMES: Record<string, (code: unknown) => string | undefined> = {
  purpose: (code) => FACE_GROUP_PURPOSE_NAMES[code as keyof typeof FACE_GROUP_PURPOSE_NAMES],
  voice: (code) => VOICES.find((voice) => voice.id === code)?.name,
  menuCodes: (code) => menuNames.get(code as never),
  dataType: (code) => ATTRIBUTE_DATA_TYPE_INFO.find((info) => info.code === code)?.name,
  type: (code) => MAP_POINT_TYPE_INFO[code as keyof typeof MAP_POINT_TYPE_INFO]?.name,
  workDays: (code) => (typeof code === 'number' ? WEEKDAYS[code - 1] : undefined),
};

/** A field's value with its codes named, where the field stores codes; as stored otherwise. */
function named(key: string, value: unknown): unknown {
  const name = CODE_NAMES[key];
  if (!name) return value;
  const one = (code: unknown) => name(code) ?? code;
  return Array.isArray(value) ? value.map(one) : one(value);
}

/** A value of an edit as a person reads it; a picture by what it is, not its stored path. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ACCOUNT_IMAGE_PATH.test(value)) return '图片';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    return value.length ? value.join('、') : '（无）';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface EditedField {
  key: string;
  field: string;
  before: string;
  after: string;
}

/** The fields an edit changed, in words, for the log's detail view; empty for other entries. */
export function editedFields(detail: Record<string, unknown> | null): EditedField[] {
  const { before, after } = (detail ?? {}) as {
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  };
  if (!before || !after) return [];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      const [was, now] = [valueText(named(key, before[key])), valueText(named(key, after[key]))];
      // Two pictures (or two long texts cut alike) read the same: say it is another one.
      return {
        key,
        field: FIELD_NAMES[key] ?? key,
        before: was,
        after: was === now ? `${now}（已更换）` : now,
      };
    });
}

/**
 * The entry's detail in the log's table: what it names (row ids left to the export) and, for an
 * edit, each changed field before → after; the detail view shows them as a table.
 */
export function summaryLines(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  const edits = editedFields(detail);
  // What an edit changed reads once, as before → after.
  const shown = (key: string) =>
    !/Id$/.test(key) && key !== 'before' && key !== 'after' && !edits.some((row) => row.key === key);
  const named = Object.fromEntries(
    Object.entries(detail)
      .filter(([key]) => shown(key))
      .map(([key, value]) => [FIELD_NAMES[key] ?? key, value]),
  );
  const edited = edits.map((row) => `${row.field}：${row.before} → ${row.after}`);
  return [...detailLines(named), ...edited];
}
