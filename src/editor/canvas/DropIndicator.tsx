import { useStore } from 'zustand';
import { useEditorSession } from '../session/editor-session';
import { overlayBox } from './CanvasOverlay';
import styles from './DropIndicator.module.css';

/** While a module is dragged over the canvas: where it would land, or why it cannot. */
export function DropIndicator({ scale }: { scale: number }) {
  const plan = useStore(useEditorSession().drop, (state) => state.plan);
  if (!plan) return null;
  if (plan.kind === 'refused') {
    return (
      <div
        className={styles.refused}
        style={{ left: plan.at.x * scale, top: plan.at.y * scale }}
        role="status"
      >
        {plan.reason}
      </div>
    );
  }
  return <div className={styles.line} style={overlayBox(plan.line, scale)} data-testid="drop-line" />;
}
