import {
  addEdge,
  type Connection,
  type Edge,
  type Node,
  type OnEdgesChange,
  type OnNodesChange,
  useEdgesState,
  useNodesState,
  type XYPosition,
} from '@xyflow/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { SceneFlowDraft, SceneNodeType } from '../../../shared/scene-flow/scene-flow-schema';
import { STEP_LOOKS } from './step-catalogue';

export type StepNode = Node<Record<string, unknown>, SceneNodeType>;

interface Snapshot {
  nodes: StepNode[];
  edges: Edge[];
}

const HISTORY_LIMIT = 100;
const PASTE_OFFSET = 40;
const EDIT_PAUSE_MS = 1000;

export const newStepId = (prefix = 'n') => `${prefix}${crypto.randomUUID().slice(0, 8)}`;

/** The stored flow of what the canvas holds: React Flow's own fields (selection, size) left out. */
export function contentOf(nodes: StepNode[], edges: Edge[]): SceneFlowDraft {
  return {
    nodes: nodes.map(({ id, type, position, data }) => ({
      id,
      type: type as SceneNodeType,
      position: { x: Math.round(position.x), y: Math.round(position.y) },
      data,
    })),
    edges: edges.map(({ id, source, sourceHandle, target }) => ({
      id,
      source,
      sourceHandle: sourceHandle ?? 'next',
      target,
    })),
  };
}

export const canvasOf = (flow: SceneFlowDraft): Snapshot => ({
  nodes: flow.nodes.map((node) => ({ ...node })),
  edges: flow.edges.map((edge) => ({ ...edge })),
});

const edgeId = (connection: Connection) =>
  `${connection.source}-${connection.sourceHandle}-${connection.target}`;

/**
 * The editor's flow: React Flow's nodes and edges, with undo/redo over snapshots taken before
 * each change, copy/paste of the selection, and one edge per exit (a new connection replaces
 * the old). `remember` is called before a change the canvas makes itself (a drag, a delete).
 */
export function useFlowEditor(initial: SceneFlowDraft) {
  const start = useMemo(() => canvasOf(initial), [initial]);
  const [nodes, setNodes, onNodesChange] = useNodesState<StepNode>(start.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>(start.edges);
  const past = useRef<Snapshot[]>([]);
  const future = useRef<Snapshot[]>([]);
  const clipboard = useRef<Snapshot | null>(null);
  const [, setDepth] = useState(0);
  const current = useRef<Snapshot>(start);
  current.current = { nodes, edges };

  const remember = useCallback(() => {
    past.current = [...past.current.slice(-(HISTORY_LIMIT - 1)), current.current];
    future.current = [];
    setDepth(past.current.length);
  }, []);

  const restore = useCallback(
    (snapshot: Snapshot) => {
      setNodes(snapshot.nodes);
      setEdges(snapshot.edges);
    },
    [setNodes, setEdges],
  );

  const undo = useCallback(() => {
    const previous = past.current.at(-1);
    if (!previous) return;
    past.current = past.current.slice(0, -1);
    future.current = [current.current, ...future.current];
    restore(previous);
    setDepth(past.current.length);
  }, [restore]);

  const redo = useCallback(() => {
    const [next, ...rest] = future.current;
    if (!next) return;
    future.current = rest;
    past.current = [...past.current, current.current];
    restore(next);
    setDepth(past.current.length);
  }, [restore]);

  const onConnect = useCallback(
    (connection: Connection) => {
      remember();
      setEdges((all) =>
        addEdge(
          { ...connection, id: edgeId(connection) },
          all.filter(
            (edge) => !(edge.source === connection.source && edge.sourceHandle === connection.sourceHandle),
          ),
        ),
      );
    },
    [remember, setEdges],
  );

  const addStep = useCallback(
    (type: SceneNodeType, position: XYPosition) => {
      remember();
      const node: StepNode = {
        id: newStepId(),
        type,
        position,
        data: STEP_LOOKS[type].fresh(),
        selected: true,
      };
      setNodes((all) => [...all.map((each) => ({ ...each, selected: false })), node]);
      return node.id;
    },
    [remember, setNodes],
  );

  // Typing into one step is one change for undo, not one per key.
  const lastEdit = useRef({ id: '', at: 0 });
  const updateData = useCallback(
    (id: string, data: Record<string, unknown>) => {
      const now = Date.now();
      if (lastEdit.current.id !== id || now - lastEdit.current.at > EDIT_PAUSE_MS) remember();
      lastEdit.current = { id, at: now };
      setNodes((all) => all.map((node) => (node.id === id ? { ...node, data } : node)));
      // An ask's removed branch takes its edge with it.
      setEdges((all) =>
        all.filter((edge) => {
          if (edge.source !== id || !edge.sourceHandle?.startsWith('branch:')) return true;
          const branches = (data.branches as { id: string }[] | undefined) ?? [];
          return branches.some((branch) => `branch:${branch.id}` === edge.sourceHandle);
        }),
      );
    },
    [remember, setNodes, setEdges],
  );

  const copy = useCallback(() => {
    const chosen = current.current.nodes.filter((node) => node.selected);
    if (chosen.length === 0) return false;
    const ids = new Set(chosen.map((node) => node.id));
    clipboard.current = {
      nodes: chosen,
      edges: current.current.edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target)),
    };
    return true;
  }, []);

  /** The copied steps again, beside the originals, with the edges among them; they become the selection. */
  const paste = useCallback(() => {
    const copied = clipboard.current;
    if (!copied) return;
    remember();
    const renamed = new Map(copied.nodes.map((node) => [node.id, newStepId()]));
    const pasted = copied.nodes.map((node) => ({
      ...node,
      id: renamed.get(node.id) as string,
      position: { x: node.position.x + PASTE_OFFSET, y: node.position.y + PASTE_OFFSET },
      data: structuredClone(node.data),
      selected: true,
    }));
    const links = copied.edges.map((edge) => {
      const source = renamed.get(edge.source) as string;
      const target = renamed.get(edge.target) as string;
      return { ...edge, id: `${source}-${edge.sourceHandle}-${target}`, source, target, selected: false };
    });
    setNodes((all) => [...all.map((node) => ({ ...node, selected: false })), ...pasted]);
    setEdges((all) => [...all, ...links]);
    clipboard.current = { nodes: pasted, edges: links };
  }, [remember, setNodes, setEdges]);

  /** Another flow in place of this one (a restored version, the server's copy); undo brings this one back. */
  const replace = useCallback(
    (flow: SceneFlowDraft) => {
      remember();
      restore(canvasOf(flow));
    },
    [remember, restore],
  );

  const selectAll = useCallback(
    () => setNodes((all) => all.map((node) => ({ ...node, selected: true }))),
    [setNodes],
  );

  return {
    nodes,
    edges,
    setNodes,
    setEdges,
    onNodesChange: onNodesChange as OnNodesChange<StepNode>,
    onEdgesChange: onEdgesChange as OnEdgesChange<Edge>,
    onConnect,
    addStep,
    updateData,
    remember,
    undo,
    redo,
    canUndo: past.current.length > 0,
    canRedo: future.current.length > 0,
    copy,
    paste,
    replace,
    selectAll,
  };
}

export type FlowEditor = ReturnType<typeof useFlowEditor>;
