import { useStore } from 'zustand';
import { useEditorSession } from '../session/editor-session';
import { overlayBox } from './CanvasOverlay';
import styles from './DropIndicator.module.css';

/** While a palette tile is dragged over the canvas: where it would land, or why it cannot. */
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
  // A free layer shows its outline where it will sit; a module, the line it will be inserted at.
  return (
    <div
      className={plan.attrs ? styles.outline : styles.line}
      style={overlayBox(plan.line, scale)}
      data-testid="drop-line"
    />
  );
}
