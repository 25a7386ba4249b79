import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import styles from './VersionChoiceDialog.module.css';

export interface VersionChoiceDialogProps {
  title: string;
  /** What happened and what each way out does. */
  notice: { type: 'warning' | 'info'; text: string };
  /** A way out set apart at the left of the footer. */
  aside?: ReactNode;
  /** The main ways out, at the right of the footer. */
  actions: ReactNode;
  /** The two versions, side by side. */
  children: ReactNode;
}

/**
 * A choice between two versions of a configuration that cannot be dismissed: the designer must
 * pick a way out, so no edit is lost by closing it.
 */
export function VersionChoiceDialog({ title, notice, aside, actions, children }: VersionChoiceDialogProps) {
  return (
    <Modal
      open
      centered
      width={760}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={title}
      footer={
        <div className={styles.footer}>
          {aside}
          <span className={styles.spacer} />
          {actions}
        </div>
      }
    >
      <Alert type={notice.type} showIcon className={styles.alert} title={notice.text} />
      <div className={styles.versions}>{children}</div>
    </Modal>
  );
}
