import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, List, Typography } from 'antd';
import { feedback } from '../app/feedback';

/** The keys an order issued, each copyable, and all at once (one per line). */
export function IssuedKeys({ keys }: { keys: string[] }) {
  const copyAll = async () => {
    await navigator.clipboard.writeText(keys.join('\n'));
    feedback.success(`已复制 ${keys.length} 个激活码`);
  };
  return (
    <Flex vertical gap={8} style={{ width: 460, maxWidth: '100%', margin: '0 auto', textAlign: 'left' }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>激活码</Typography.Text>
        {keys.length > 1 && (
          <Button size="small" icon={<CopyOutlined />} onClick={() => void copyAll()}>
            复制全部
          </Button>
        )}
      </Flex>
      <List
        bordered
        size="small"
        dataSource={keys}
        renderItem={(key, index) => (
          <List.Item>
            <Typography.Text type="secondary" style={{ width: 28 }}>
              {index + 1}
            </Typography.Text>
            <Typography.Text
              code
              copyable={{ text: key, tooltips: ['复制激活码', '已复制'] }}
              style={{ fontSize: 15, flex: 1 }}
              data-testid="issued-key"
            >
              {key}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Flex>
  );
}
