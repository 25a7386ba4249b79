import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

/** The QR tabs exist in the spec; scanning arrives with a later release, so say so and offer the way that works. */
export function QrComingSoon({
  action,
  onUseAccount,
}: {
  action: '登录' | '注册';
  onUseAccount: () => void;
}) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '24px 0 8px', textAlign: 'center' }}>
      <Flex
        align="center"
        justify="center"
        style={{
          width: 148,
          height: 148,
          borderRadius: 16,
          background: '#f3f6fb',
          border: '1px dashed #c9d8fb',
        }}
      >
        <QrcodeOutlined style={{ fontSize: 72, color: '#9cc2ff' }} />
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>
        扫码{action}即将上线
      </Typography.Title>
      <Typography.Text type="secondary">
        用社交应用扫码{action}的功能正在接入中，请先使用手机号{action}。
      </Typography.Text>
      <Button type="primary" ghost onClick={onUseAccount}>
        使用手机号{action}
      </Button>
    </Flex>
  );
}
