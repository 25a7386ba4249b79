import { ExclamationCircleFilled, ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { MSG } from '../../../shared/messages';
import styles from './QrPanel.module.css';
import type { QrFlowState } from './qr-flow';

type CodeState = Extract<
  QrFlowState,
  { step: 'loading' | 'unavailable' | 'scanning' | 'expired' | 'signing-in' }
>;

/** Step 1: the code to scan, its expiry overlay with a refresh, or a retry when none could be fetched. */
export function QrCodeStep({
  state,
  action,
  onRefresh,
}: {
  state: CodeState;
  action: '登录' | '注册';
  onRefresh: () => void;
}) {
  const qrcode = state.step === 'scanning' || state.step === 'expired' ? state.qrcode : null;
  return (
    <>
      <div className={`${styles.codeBox} ${state.step === 'expired' ? styles.faded : ''}`}>
        {qrcode && <img src={qrcode.qrcodeImage} alt={`扫码${action}二维码`} />}
        {(state.step === 'loading' || state.step === 'signing-in') && <Spin />}
        {state.step === 'expired' && (
          <div className={styles.overlay} role="alert">
            <ExclamationCircleFilled className={styles.overlayIcon} />
            {MSG.qrExpired}
            <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={onRefresh}>
              刷新
            </Button>
          </div>
        )}
        {state.step === 'unavailable' && (
          <div className={styles.overlay} role="alert">
            二维码加载失败
            <Button size="small" icon={<ReloadOutlined />} onClick={onRefresh}>
              重新获取
            </Button>
          </div>
        )}
      </div>
      <p className={styles.hint}>
        {state.step === 'signing-in' ? (
          '扫码成功，正在登录…'
        ) : (
          <>
            打开 <WechatOutlined style={{ color: '#07c160' }} /> <strong>微信</strong> 扫一扫，{action}
            机器人开放平台
          </>
        )}
      </p>
      <p className={styles.subtle}>二维码 5 分钟内有效；未绑定手机号的微信账号扫码后需先绑定手机号</p>
    </>
  );
}
