import type { SceneFlowDraft, SceneNodeType } from './scene-flow-schema';

/** A node's exit: the handle an edge leaves from, what the editor writes beside it, and whether it must lead somewhere. */
export interface NodeExit {
  handle: string;
  label: string;
  required: boolean;
}

export const NEXT = 'next';
export const FALLBACK = 'fallback';
export const FAILED = 'failed';
export const WHEN_TRUE = 'true';
export const WHEN_FALSE = 'false';
/** An ask's branch leaves from `branch:<branch id>`. */
export const branchHandle = (branchId: string) => `branch:${branchId}`;

const next: NodeExit = { handle: NEXT, label: '', required: true };
/** A robot may fail a move or a skill; unconnected, the run ends as failed. */
const failed: NodeExit = { handle: FAILED, label: '失败', required: false };

type DraftNode = SceneFlowDraft['nodes'][number];

const EXITS: Record<SceneNodeType, (node: DraftNode) => NodeExit[]> = {
  trigger: () => [next],
  speak: () => [next],
  showPage: () => [next],
  goTo: () => [next, failed],
  ask: (node) => [
    ...((node.data.branches as { id: string; label?: string }[] | undefined) ?? []).map((branch) => ({
      handle: branchHandle(branch.id),
      label: branch.label || '未命名分支',
      required: true,
    })),
    { handle: FALLBACK, label: '其他回答', required: true },
  ],
  wait: () => [next],
  setVariable: () => [next],
  condition: () => [
    { handle: WHEN_TRUE, label: '是', required: true },
    { handle: WHEN_FALSE, label: '否', required: true },
  ],
  callSkill: () => [next, failed],
  end: () => [],
};

/** The exits of a node, in the order the editor draws them. */
export function exitsOf(node: DraftNode): NodeExit[] {
  return EXITS[node.type](node);
}

/** Nodes where a run pauses for the world (an answer, a timer): a loop through one of them is a loop in time. */
export const PAUSING_TYPES: ReadonlySet<SceneNodeType> = new Set(['ask', 'wait']);
