import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import type { SignInTicketHolder } from '../../shared/api/uc';
import { AuthLayout } from './AuthLayout';

/** Before a sign-in link starts a session: whose account it is, and a choice to use another. */
export function TicketConfirmation({
  holder,
  confirm,
  cancel,
}: {
  holder: SignInTicketHolder;
  confirm: () => void;
  cancel: () => void;
}) {
  return (
    <AuthLayout title="确认登录" subtitle="这个登录链接将以下面的账号登录，请确认是你自己的账号">
      <Flex vertical align="center" gap={8} style={{ padding: '24px 0 32px' }}>
        <Avatar size={64} icon={<UserOutlined />} />
        <Typography.Text strong style={{ fontSize: 18 }}>
          {holder.nickname}
        </Typography.Text>
        <Typography.Text type="secondary">{holder.account}</Typography.Text>
      </Flex>
      <Flex vertical gap={12}>
        <Button type="primary" size="large" block onClick={confirm}>
          以此账号登录
        </Button>
        <Button size="large" block onClick={cancel}>
          不是我的账号，使用其他账号登录
        </Button>
      </Flex>
    </AuthLayout>
  );
}
