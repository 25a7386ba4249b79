import { Alert } from 'antd';
import { DEV_OUTBOX } from '../../shared/api/dev-outbox';

/** In demo mode no SMS leaves the server: say where the codes arrive instead. */
export default function DemoModeNotice() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <span>
          演示模式：验证码不发短信，请到
          <a href={DEV_OUTBOX.page} target="_blank" rel="noreferrer">
            开发信箱
          </a>
          查看
        </span>
      }
    />
  );
}
