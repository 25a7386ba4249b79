import { ExperimentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEV_OUTBOX } from '../../../shared/api/dev-outbox';
import { useSystemMode } from '../use-system-mode';
import { BindPhoneStep } from './BindPhoneStep';
import { completeQrLogin } from './complete-qr-login';
import { QrCodeStep } from './QrCodeStep';
import styles from './QrPanel.module.css';
import { useQrFlow } from './use-qr-flow';

/** In demo mode no messaging app is connected: the outbox page simulates the scan. */
function DemoScanHint() {
  const mode = useSystemMode();
  if (!mode?.demo) return null;
  return (
    <p className={styles.demo}>
      <ExperimentOutlined /> 演示模式：在
      <a href={DEV_OUTBOX.page} target="_blank" rel="noreferrer">
        开发信箱
      </a>
      里对这张二维码模拟扫码
    </p>
  );
}

/** The QR tab of login and register: step 1 the code, step 2 the phone binding. */
export default function QrPanel({
  action,
  onUseAccount,
}: {
  action: '登录' | '注册';
  onUseAccount: () => void;
}) {
  const { state, refresh } = useQrFlow();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get('from');

  const finish = useCallback(
    (token: string) =>
      completeQrLogin(token, from, navigate).catch(() => {
        refresh(); // the session could not be set up: start again with a new code
      }),
    [from, navigate, refresh],
  );

  const token = state.step === 'signing-in' ? state.token : null;
  useEffect(() => {
    if (token) void finish(token);
  }, [token, finish]);

  if (state.step === 'bind') {
    return <BindPhoneStep target={state} onToken={finish} onRescan={refresh} />;
  }
  return (
    <div className={styles.panel}>
      <QrCodeStep state={state} action={action} onRefresh={refresh} />
      <DemoScanHint />
      <Button type="link" onClick={onUseAccount}>
        使用手机号{action}
      </Button>
    </div>
  );
}
