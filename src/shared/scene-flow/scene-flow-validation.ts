import { exitsOf, PAUSING_TYPES } from './scene-flow-exits';
import { type SceneFlow, type SceneFlowDraft, sceneFlow, sceneNodeData } from './scene-flow-schema';

export type FlowIssueCode =
  | 'noTrigger'
  | 'invalidNode'
  | 'unreachable'
  | 'missingTarget'
  | 'loopWithoutPause'
  | 'missingReference';

/** A problem of a flow, on the node (and exit) where the editor shows it. */
export interface FlowIssue {
  code: FlowIssueCode;
  nodeId: string | null;
  handle?: string;
  message: string;
}

/**
 * What exists in the project for a flow to name, each list when known: the pages of the released
 * screen, the map points, the intents, the face groups, the store skills.
 */
export interface SceneReferences {
  pages?: Iterable<string>;
  points?: Iterable<string>;
  intents?: Iterable<string>;
  faceGroups?: Iterable<string>;
  skills?: Iterable<string>;
}

type DraftNode = SceneFlowDraft['nodes'][number];
type ReferenceKind = keyof SceneReferences;

const REFERENCE_WORDS: Record<ReferenceKind, string> = {
  pages: '页面',
  points: '点位',
  intents: '意图',
  faceGroups: '人脸库',
  skills: '商店技能',
};

/** The ids a node names, by what they name. */
function referencesOf(node: DraftNode): [ReferenceKind, unknown][] {
  const data = node.data as Record<string, unknown>;
  switch (node.type) {
    case 'showPage':
      return [['pages', data.pageId]];
    case 'goTo':
      return [['points', data.pointId]];
    case 'callSkill':
      return [['skills', data.skillId]];
    case 'trigger': {
      const trigger = (data.trigger ?? {}) as Record<string, unknown>;
      if (trigger.on === 'intent') return [['intents', trigger.intentId]];
      if (trigger.on === 'face') return [['faceGroups', trigger.faceGroupId]];
      if (trigger.on === 'point') return [['points', trigger.pointId]];
      return [];
    }
    default:
      return [];
  }
}

function nodeIssues(node: DraftNode, known: Partial<Record<ReferenceKind, Set<string>>>): FlowIssue[] {
  const parsed = sceneNodeData[node.type].safeParse(node.data);
  if (!parsed.success) {
    return [
      { code: 'invalidNode', nodeId: node.id, message: parsed.error.issues[0]?.message ?? '请完善这一步' },
    ];
  }
  return referencesOf(node).flatMap(([kind, id]) =>
    typeof id === 'string' && known[kind] && !known[kind].has(id)
      ? [
          {
            code: 'missingReference' as const,
            nodeId: node.id,
            message: `所选${REFERENCE_WORDS[kind]}已不存在`,
          },
        ]
      : [],
  );
}

/** Every node reached from a trigger. */
function reachable(flow: SceneFlowDraft, next: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const queue = flow.nodes.filter((node) => node.type === 'trigger').map((node) => node.id);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(next.get(id) ?? []));
  }
  return seen;
}

/**
 * The nodes on a loop that never pauses (no ask, no wait): Tarjan's strongly connected components
 * of the graph without the pausing nodes; a component of two or more, or a node leading to itself.
 */
function loopsWithoutPause(flow: SceneFlowDraft, next: Map<string, string[]>): Set<string> {
  const pausing = new Set(flow.nodes.filter((node) => PAUSING_TYPES.has(node.type)).map((node) => node.id));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const looping = new Set<string>();
  let counter = 0;
  const visit = (id: string) => {
    order.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const target of next.get(id) ?? []) {
      if (pausing.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(id, Math.min(low.get(id) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(id, Math.min(low.get(id) as number, order.get(target) as number));
      }
    }
    if (low.get(id) !== order.get(id)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    if (component.length > 1 || (next.get(id) ?? []).includes(id))
      for (const each of component) looping.add(each);
  };
  for (const node of flow.nodes) if (!pausing.has(node.id) && !order.has(node.id)) visit(node.id);
  return looping;
}

/**
 * The problems of a flow, each on its node: shown on the canvas while the operator draws, and
 * refused when the scene is enabled. References are checked against the lists given.
 */
export function validateSceneFlow(flow: SceneFlowDraft, references: SceneReferences = {}): FlowIssue[] {
  const known = Object.fromEntries(
    Object.entries(references).map(([kind, ids]) => [kind, new Set(ids as Iterable<string>)]),
  ) as Partial<Record<ReferenceKind, Set<string>>>;
  const ids = new Set(flow.nodes.map((node) => node.id));
  const next = new Map<string, string[]>();
  const leaving = new Set<string>();
  for (const edge of flow.edges) {
    if (!ids.has(edge.target)) continue;
    next.set(edge.source, [...(next.get(edge.source) ?? []), edge.target]);
    leaving.add(`${edge.source}\u0000${edge.sourceHandle}`);
  }
  const issues: FlowIssue[] = [];
  if (!flow.nodes.some((node) => node.type === 'trigger')) {
    issues.push({
      code: 'noTrigger',
      nodeId: null,
      message: '场景还没有触发条件，添加一个触发条件后才会运行',
    });
  }
  const reached = reachable(flow, next);
  const looping = loopsWithoutPause(flow, next);
  for (const node of flow.nodes) {
    issues.push(...nodeIssues(node, known));
    if (!reached.has(node.id) && node.type !== 'trigger') {
      issues.push({ code: 'unreachable', nodeId: node.id, message: '从触发条件无法到达这一步' });
    }
    for (const exit of exitsOf(node)) {
      if (exit.required && !leaving.has(`${node.id}\u0000${exit.handle}`)) {
        const what = exit.label ? `分支「${exit.label}」` : '这一步之后';
        issues.push({
          code: 'missingTarget',
          nodeId: node.id,
          handle: exit.handle,
          message: `${what}没有连接下一步`,
        });
      }
    }
    if (looping.has(node.id)) {
      issues.push({
        code: 'loopWithoutPause',
        nodeId: node.id,
        message: '这一步在没有等待或提问的循环中，机器人会一直重复',
      });
    }
  }
  return issues;
}

/** The flow an enabled scene runs: the draft with every node whole, or nothing when it has problems. */
export function runnableFlow(flow: SceneFlowDraft, references: SceneReferences = {}): SceneFlow | null {
  if (validateSceneFlow(flow, references).length > 0) return null;
  const parsed = sceneFlow.safeParse(flow);
  return parsed.success ? parsed.data : null;
}
