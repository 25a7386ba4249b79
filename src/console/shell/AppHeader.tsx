import { Button, Flex, Layout } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { BrandMark } from './BrandMark';
import { MessageBell } from './MessageBell';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';

/** The fixed header: brand, top menus, bell and user menu; signed out, only the way in. */
export function AppHeader() {
  const isLogin = useSession((state) => state.isLogin);
  const navigate = useNavigate();
  return (
    <Layout.Header
      style={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 32,
        boxShadow: '0 1px 0 rgba(11,31,77,0.06), 0 4px 16px rgba(11,31,77,0.04)',
      }}
    >
      <BrandMark />
      {isLogin ? (
        <>
          <TopMenu />
          <Flex align="center" gap={12}>
            <MessageBell />
            <UserMenu />
          </Flex>
        </>
      ) : (
        <Flex gap={8} style={{ marginLeft: 'auto' }}>
          <Button onClick={() => navigate('/login')}>登录</Button>
          <Button type="primary" onClick={() => navigate('/register')}>
            免费注册
          </Button>
        </Flex>
      )}
    </Layout.Header>
  );
}
