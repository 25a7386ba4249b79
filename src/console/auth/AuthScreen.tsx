import { Flex, Segmented, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { LoginForm } from './LoginForm';
import { TicketConfirmation } from './TicketConfirmation';
import { useTokenLogin } from './use-token-login';

// The QR tab loads on first use: the account form is what most visitors need first. The
// register form loads when /register opens, so /login carries none of it (captcha, SMS fields).
const QrPanel = lazy(() => import('./qr/QrPanel'));
const RegisterForm = lazy(() => import('./RegisterForm'));

export type AuthMode = 'login' | 'register';
type Way = 'account' | 'qr';

const TEXTS = {
  login: {
    title: '欢迎回来',
    subtitle: '登录机器人开放平台，管理你的机器人项目',
    account: '账号登录',
    qr: '扫码登录',
    action: '登录',
  },
  register: {
    title: '创建账号',
    subtitle: '注册后即可搭建属于你的机器人应用',
    account: '账号注册',
    qr: '扫码注册',
    action: '注册',
  },
} as const;

/** /login and /register: one screen, two modes; switching mode replaces the route and keeps the query. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [way, setWay] = useState<Way>('account');
  const tokenLogin = useTokenLogin();
  const texts = TEXTS[mode];

  const modeAddress = (next: AuthMode) => ({ pathname: `/${next}`, search: location.search });
  const switchMode = (next: AuthMode, account?: string) =>
    navigate(modeAddress(next), { replace: true, state: { account } });

  if (tokenLogin.step === 'confirm') return <TicketConfirmation {...tokenLogin} />;
  if (tokenLogin.step !== 'none') {
    return (
      <AuthLayout title="正在登录" subtitle="正在为你恢复登录状态，请稍候">
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={texts.title} subtitle={texts.subtitle}>
      <Segmented<Way>
        block
        size="large"
        className={styles.modeTabs}
        value={way}
        onChange={setWay}
        options={[
          { value: 'account', label: texts.account },
          { value: 'qr', label: texts.qr },
        ]}
      />
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        }
      >
        {way === 'qr' ? (
          <QrPanel action={texts.action} onUseAccount={() => setWay('account')} />
        ) : mode === 'login' ? (
          <LoginForm />
        ) : (
          <RegisterForm onRegistered={(account) => switchMode('login', account)} />
        )}
      </Suspense>
      <div className={styles.switchLine}>
        {mode === 'login' ? '还没有账号？' : '已有账号？'}
        <Link to={modeAddress(mode === 'login' ? 'register' : 'login')} replace>
          {mode === 'login' ? '立即注册' : '立即登录'}
        </Link>
      </div>
    </AuthLayout>
  );
}
