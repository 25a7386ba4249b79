import { QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import styles from './AuthLayout.module.css';

/** The QR tabs exist in the spec; scanning arrives with a later release, so say so and offer the way that works. */
export function QrComingSoon({
  action,
  onUseAccount,
}: {
  action: '登录' | '注册';
  onUseAccount: () => void;
}) {
  return (
    <div className={styles.qrNotice}>
      <div className={styles.qrFrame}>
        <QrcodeOutlined />
      </div>
      <h3 className={styles.qrTitle}>扫码{action}即将上线</h3>
      <p className={styles.qrText}>
        用社交应用扫码{action}的功能正在接入中，请先使用手机号{action}。
      </p>
      <Button type="primary" ghost onClick={onUseAccount}>
        使用手机号{action}
      </Button>
    </div>
  );
}
