// The floor of the scene editor's drag budget: a bare React Flow with plain default nodes, bundled
// by bench/scene-flow.ts and opened in the same Chromium run as the editor.
import { ReactFlow, useNodesState } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    BARE_NODES: { id: string; position: { x: number; y: number } }[];
  }
}

function Bare() {
  const [nodes, , onNodesChange] = useNodesState(
    window.BARE_NODES.map((node) => ({ ...node, data: { label: node.id } })),
  );
  return (
    <div style={{ width: '100vw', height: '100vh' }}>
      <ReactFlow nodes={nodes} edges={[]} onNodesChange={onNodesChange} fitView />
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Bare />);
