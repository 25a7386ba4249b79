import {
  CheckCircleFilled,
  CloudUploadOutlined,
  ExclamationCircleFilled,
  EyeOutlined,
  LoadingOutlined,
  StopOutlined,
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
  refused: { icon: <StopOutlined />, text: '无权保存，修改未保存到服务器', tone: styles.problem },
};

const VIEW_ONLY = { icon: <EyeOutlined />, text: '只读', tone: styles.dirty };

/** Where the draft stands with the server (a view-only session has none). */
export function SaveStatus() {
  const status = useEditor((state) => state.saveStatus);
  const viewOnly = useEditor((state) => state.readOnly !== null);
  const { icon, text, tone } = viewOnly ? VIEW_ONLY : SHOWN[status];
  return (
    <span className={`${styles.status} ${tone}`} role="status" data-save-status={status}>
      {icon}
      {text}
    </span>
  );
}
