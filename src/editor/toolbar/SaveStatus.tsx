import {
  CheckCircleFilled,
  CloudUploadOutlined,
  ExclamationCircleFilled,
  LoadingOutlined,
  WarningFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SaveStatus as Status } from '../store/editor-store';
import { useEditor } from '../store/editor-store';
import styles from './EditorToolbar.module.css';

const SHOWN: Record<Status, { icon: ReactNode; text: string; tone: string }> = {
  saved: { icon: <CheckCircleFilled />, text: '已保存', tone: styles.saved },
  dirty: { icon: <CloudUploadOutlined />, text: '有未保存的修改', tone: styles.dirty },
  saving: { icon: <LoadingOutlined />, text: '正在保存…', tone: styles.dirty },
  conflict: { icon: <WarningFilled />, text: '版本冲突，待处理', tone: styles.problem },
  error: { icon: <ExclamationCircleFilled />, text: '保存失败，稍后自动重试', tone: styles.problem },
};

/** Where the draft stands with the server. */
export function SaveStatus() {
  const status = useEditor((state) => state.saveStatus);
  const { icon, text, tone } = SHOWN[status];
  return (
    <span className={`${styles.status} ${tone}`} role="status" data-save-status={status}>
      {icon}
      {text}
    </span>
  );
}
