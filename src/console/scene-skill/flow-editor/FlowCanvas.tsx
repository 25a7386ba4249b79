import {
  Background,
  Controls,
  type Edge,
  MiniMap,
  type NodeTypes,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { type DragEvent, type KeyboardEvent, useMemo, useState } from 'react';
import { isTypingTarget, shortcutFor } from '../../../shared/editor-shortcuts';
import { SCENE_NODE_TYPES, type SceneNodeType } from '../../../shared/scene-flow/scene-flow-schema';
import { StepNodeMemo } from './StepNodeView';
import styles from './scene-editor.module.css';
import { STEP_LOOKS } from './step-catalogue';
import type { FlowEditor, StepNode } from './use-flow-editor';

/** The palette's drag carries the step type under this name. */
export const STEP_DRAG_TYPE = 'application/x-scene-step';

const NODE_TYPES: NodeTypes = Object.fromEntries(SCENE_NODE_TYPES.map((type) => [type, StepNodeMemo]));
const PATH_STYLE = { stroke: '#52c41a', strokeWidth: 2.5 };
const DELETE_KEYS = ['Delete', 'Backspace'];

export interface FlowCanvasProps {
  editor: FlowEditor;
  editable: boolean;
  /** The path a run took, drawn on the edges it went along. */
  path: string[];
  onSave(): void;
}

/** Edges the path went along (consecutive steps), drawn green and moving. */
function withPath(edges: Edge[], path: string[]): Edge[] {
  if (path.length < 2) return edges;
  const taken = new Set(path.slice(1).map((target, index) => `${path[index]}\u0000${target}`));
  return edges.map((edge) =>
    taken.has(`${edge.source}\u0000${edge.target}`) ? { ...edge, animated: true, style: PATH_STYLE } : edge,
  );
}

/**
 * The flow's canvas: steps dropped from the palette, connected handle to handle, selected one by
 * one or with a box (Shift), moved with the mouse or the arrow keys, copied and pasted, deleted,
 * undone and redone from the keyboard; zoom, fit and a minimap.
 */
export function FlowCanvas({ editor, editable, path, onSave }: FlowCanvasProps) {
  const flow = useReactFlow<StepNode>();
  const edges = useMemo(() => withPath(editor.edges, path), [editor.edges, path]);
  const [fitOnOpen] = useState(editor.nodes.length > 0);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const type = event.dataTransfer.getData(STEP_DRAG_TYPE) as SceneNodeType;
    if (!editable || !STEP_LOOKS[type]) return;
    editor.addStep(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTypingTarget(event.target)) return;
    const command = shortcutFor(event);
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      editor.selectAll();
      return;
    }
    if (!command || !editable) return;
    const actions: Partial<Record<typeof command.type, () => void>> = {
      undo: editor.undo,
      redo: editor.redo,
      copy: () => void editor.copy(),
      paste: editor.paste,
      duplicate: () => editor.copy() && editor.paste(),
      save: onSave,
    };
    const action = actions[command.type];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach the canvas and its steps, which take focus
    <div
      className={styles.canvas}
      onKeyDown={onKeyDown}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <ReactFlow<StepNode>
        nodes={editor.nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={editor.onNodesChange}
        onEdgesChange={editor.onEdgesChange}
        onConnect={editor.onConnect}
        onNodeDragStart={editor.remember}
        onBeforeDelete={async () => {
          editor.remember();
          return true;
        }}
        nodesDraggable={editable}
        nodesConnectable={editable}
        elementsSelectable
        deleteKeyCode={editable ? DELETE_KEYS : null}
        multiSelectionKeyCode={['Meta', 'Control']}
        selectionKeyCode="Shift"
        // An empty flow keeps its view: fitting to the first dropped step would move it away from the pointer.
        fitView={fitOnOpen}
        fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
        minZoom={0.1}
        proOptions={{ hideAttribution: true }}
        defaultEdgeOptions={{ type: 'smoothstep' }}
      >
        <Background gap={16} />
        <Controls showInteractive={false} />
        <MiniMap
          pannable
          zoomable
          nodeColor={(node) => STEP_LOOKS[node.type as SceneNodeType]?.color ?? '#bfbfbf'}
          ariaLabel="流程缩略图"
        />
      </ReactFlow>
    </div>
  );
}
