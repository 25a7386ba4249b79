import type { SceneEdge, SceneFlow, SceneNode } from './scene-flow-schema';

/** A node as a builder writes it: its data and where each exit leads, placed on the canvas for it. */
export type StepSpec = Pick<SceneNode, 'id' | 'type' | 'data'> & { exits?: Record<string, string> };

const ROW = 150;
const COLUMN = 280;

/** Rows by distance from the first node, so a built flow reads top to bottom like a drawn one. */
function layers(steps: StepSpec[]): Map<string, number> {
  const depth = new Map<string, number>();
  const queue = steps.filter((step) => step.type === 'trigger').map((step) => step.id);
  for (const id of queue) depth.set(id, 0);
  const byId = new Map(steps.map((step) => [step.id, step]));
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const target of Object.values(byId.get(id)?.exits ?? {})) {
      if (depth.has(target)) continue;
      depth.set(target, (depth.get(id) ?? 0) + 1);
      queue.push(target);
    }
  }
  return depth;
}

/** A flow from its steps and their exits: the shipped examples and the tests write flows this way. */
export function buildFlow(steps: StepSpec[]): SceneFlow {
  const depth = layers(steps);
  const taken = new Map<number, number>();
  const nodes = steps.map((step) => {
    const row = depth.get(step.id) ?? taken.size;
    const column = taken.get(row) ?? 0;
    taken.set(row, column + 1);
    return {
      id: step.id,
      type: step.type,
      data: step.data,
      position: { x: column * COLUMN, y: row * ROW },
    } as SceneNode;
  });
  const edges: SceneEdge[] = steps.flatMap((step) =>
    Object.entries(step.exits ?? {}).map(([sourceHandle, target]) => ({
      id: `${step.id}-${sourceHandle}-${target}`,
      source: step.id,
      sourceHandle,
      target,
    })),
  );
  return { nodes, edges };
}
