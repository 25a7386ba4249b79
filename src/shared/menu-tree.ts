import type { MenuCode } from './permissions';

/** One node of the function-permission tree a role is edited with: a menu code and its children. */
export interface MenuNode {
  code: MenuCode;
  title: string;
  children?: MenuNode[];
}

/**
 * The spec's menu codes (section 6) arranged as the console shows them: a child is reachable only
 * through its parent (a route needs all permissions of its matched parents), so granting a child
 * without its parent gives nothing.
 */
export const MENU_TREE: MenuNode[] = [
  {
    code: 'PROJECT',
    title: '项目管理',
    children: [
      { code: 'OVERVIEW', title: '概览' },
      {
        code: 'DEVICE_RELATED',
        title: '设备相关',
        children: [
          { code: 'DEVICE', title: '设备管理' },
          { code: 'PRONOUNCE', title: '发音人管理' },
        ],
      },
      { code: 'QA', title: '知识问答库' },
      {
        code: 'KG',
        title: '知识图谱',
        children: [
          { code: 'KG_BASE', title: '领域图谱' },
          { code: 'KG_TEMPLATE', title: '问答模版库' },
        ],
      },
      {
        code: 'SKILL_MANAGEMENT',
        title: '技能管理',
        children: [
          { code: 'SKILL', title: '场景技能' },
          { code: 'INTENT', title: '意图管理' },
          { code: 'DICT', title: '词典管理' },
          { code: 'ACTION', title: '动作管理' },
        ],
      },
      { code: 'FACE_GROUP', title: '人脸库' },
      { code: 'BUTTOM', title: '个性设置（兜底、热词、设备人设、基础配置）' },
    ],
  },
  { code: 'SHOP_SKILL', title: '技能商店（含商店技能）' },
  { code: 'MONITOR', title: '远程监控' },
  { code: 'REMOTE_CONTROL', title: '远程控制' },
  {
    code: 'OPERATION',
    title: '运营平台',
    children: [
      { code: 'QA_MARK', title: '问答标注' },
      { code: 'QA_ANALYZE', title: '问答分析' },
      { code: 'VISIT_RECORD', title: '访客记录' },
    ],
  },
  {
    code: 'TENANT_MANAGEMENT',
    title: '企业管理',
    children: [
      { code: 'ACCOUNT', title: '账号管理' },
      { code: 'ROLE', title: '角色管理' },
    ],
  },
];

/** Every code of the tree, with the title of its path (知识图谱 / 领域图谱), in tree order. */
export function menuTitles(nodes: MenuNode[] = MENU_TREE, prefix = ''): Map<MenuCode, string> {
  const titles = new Map<MenuCode, string>();
  for (const node of nodes) {
    const title = prefix ? `${prefix} / ${node.title}` : node.title;
    titles.set(node.code, title);
    for (const [code, child] of menuTitles(node.children ?? [], title)) titles.set(code, child);
  }
  return titles;
}

/** The codes above `code` in the tree, nearest last (empty for a top entry or an unknown code). */
function ancestorsOf(
  code: MenuCode,
  nodes: MenuNode[] = MENU_TREE,
  above: MenuCode[] = [],
): MenuCode[] | null {
  for (const node of nodes) {
    if (node.code === code) return above;
    const found = ancestorsOf(code, node.children ?? [], [...above, node.code]);
    if (found) return found;
  }
  return null;
}

function descendantsOf(code: MenuCode, nodes: MenuNode[] = MENU_TREE): MenuCode[] {
  for (const node of nodes) {
    const all = (children: MenuNode[]): MenuCode[] =>
      children.flatMap((child) => [child.code, ...all(child.children ?? [])]);
    if (node.code === code) return all(node.children ?? []);
    const found = descendantsOf(code, node.children ?? []);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Ticking a menu ticks the menus above it (a child is reached through its parents); unticking
 * one unticks the menus below it. A parent may be held alone (a project list without its pages).
 */
export function toggleMenu(held: readonly MenuCode[], code: MenuCode, on: boolean): MenuCode[] {
  const next = new Set(held);
  if (on) for (const one of [...(ancestorsOf(code) ?? []), code]) next.add(one);
  else for (const one of [code, ...descendantsOf(code)]) next.delete(one);
  return [...next];
}
