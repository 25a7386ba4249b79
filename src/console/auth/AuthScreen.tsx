import { Flex, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { QrComingSoon } from './QrComingSoon';
import { RegisterForm } from './RegisterForm';
import { useTokenLogin } from './use-token-login';

export type AuthMode = 'login' | 'register';

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
  const [tab, setTab] = useState<'account' | 'qr'>('account');
  const tokenLoginBusy = useTokenLogin();
  const texts = TEXTS[mode];

  const modeAddress = (next: AuthMode) => ({ pathname: `/${next}`, search: location.search });
  const switchMode = (next: AuthMode, account?: string) =>
    navigate(modeAddress(next), { replace: true, state: { account } });

  if (tokenLoginBusy) {
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
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'qr' ? 'qr' : 'account')}
        items={[
          {
            key: 'account',
            label: texts.account,
            children:
              mode === 'login' ? (
                <LoginForm />
              ) : (
                <RegisterForm onRegistered={(account) => switchMode('login', account)} />
              ),
          },
          {
            key: 'qr',
            label: texts.qr,
            children: <QrComingSoon action={texts.action} onUseAccount={() => setTab('account')} />,
          },
        ]}
      />
      <Flex justify="center" style={{ marginTop: 20 }}>
        {mode === 'login' ? (
          <Typography.Text type="secondary">
            还没有账号？
            <Link to={modeAddress('register')} replace>
              立即注册
            </Link>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            已有账号？
            <Link to={modeAddress('login')} replace>
              立即登录
            </Link>
          </Typography.Text>
        )}
      </Flex>
    </AuthLayout>
  );
}
