import { Typography } from 'antd';
import type { SceneNodeType } from '../../../shared/scene-flow/scene-flow-schema';
import { STEP_DRAG_TYPE } from './FlowCanvas';
import styles from './scene-editor.module.css';
import { PALETTE_ORDER, STEP_LOOKS } from './step-catalogue';

/** The steps to drag onto the canvas; Enter (or a click) adds one in the middle of the view. */
export function StepPalette({ editable, onAdd }: { editable: boolean; onAdd(type: SceneNodeType): void }) {
  return (
    <div className={styles.palette}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginBottom: 8 }}>
        拖到画布上添加步骤
      </Typography.Text>
      {PALETTE_ORDER.map((type) => {
        const look = STEP_LOOKS[type];
        return (
          <button
            key={type}
            type="button"
            className={styles.paletteItem}
            style={{ '--step-color': look.color } as React.CSSProperties}
            draggable={editable}
            disabled={!editable}
            title={look.hint}
            aria-label={`添加${look.word}`}
            onDragStart={(event) => {
              event.dataTransfer.setData(STEP_DRAG_TYPE, type);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onClick={() => onAdd(type)}
          >
            <span style={{ color: look.color }}>{look.icon}</span>
            {look.word}
          </button>
        );
      })}
    </div>
  );
}
