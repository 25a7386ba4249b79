import type { ReactNode } from 'react';
import styles from './FieldRow.module.css';

export interface FieldRowProps {
  label: ReactNode;
  /** Id of the control the label names. */
  htmlFor?: string;
  /** The schema's problem with the value; the control itself shows its error state. */
  problem?: string | null;
  /** Shown under the control when there is no problem. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * One labelled control of the property panel, with the schema's problem under it. Plain markup
 * drawn like antd's vertical form item: a Form.Item per field cost each newly selected element
 * a grid, a breakpoint subscription and a forced layout per row, and the panel is built anew at
 * every click in the canvas.
 */
export function FieldRow({ label, htmlFor, problem, extra, children }: FieldRowProps) {
  const note = problem ?? extra;
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      <div className={styles.control}>{children}</div>
      {note ? (
        <div className={problem ? styles.problem : styles.extra} role={problem ? 'alert' : undefined}>
          {note}
        </div>
      ) : null}
    </div>
  );
}
