import { Alert } from 'antd';
import { useStore } from 'zustand';
import { dismissRuntimeNotice, useEditorSession } from '../session/editor-session';
import styles from './RuntimeNotices.module.css';

/** Problems the runtime reported (an unknown tag, an element that failed), without blocking work. */
export function RuntimeNotices() {
  const session = useEditorSession();
  const items = useStore(session.notices, (state) => state.items);
  if (items.length === 0) return null;
  return (
    <div className={styles.notices} role="log">
      {items.map((item) => (
        <Alert
          key={item.key}
          type="warning"
          showIcon
          closable={{ onClose: () => dismissRuntimeNotice(session, item.key) }}
          title={item.message}
          onClick={() => item.nodeId && session.store.commands.select([item.nodeId])}
        />
      ))}
    </div>
  );
}
