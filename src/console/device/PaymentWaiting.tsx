import { ClockCircleOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import type { DeviceOrder } from '../../shared/api/devices';
import { API_BASE } from '../api/transport';
import { formatFen } from './money';

export interface PaymentWaitingProps {
  order: DeviceOrder;
  /** What is being paid for, in words. */
  subject: string;
  onBack(): void;
}

/** An order waiting for its payment; the screen moves on by itself once the provider confirms. */
export function PaymentWaiting({ order, subject, onBack }: PaymentWaitingProps) {
  const payment = order.payment;
  const payUrl = payment ? `${API_BASE}${payment.payUrl}` : undefined;
  return (
    <Result
      icon={<ClockCircleOutlined style={{ color: '#1677ff' }} />}
      title="订单已提交，等待支付"
      subTitle={
        <Flex vertical gap={4} align="center">
          <span>{subject}</span>
          <span>
            应付金额{' '}
            <Typography.Text strong style={{ fontSize: 18, color: '#f5222d' }}>
              {formatFen(order.amount)}
            </Typography.Text>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            订单号 {order.id}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex vertical gap={16} align="center">
          {payment?.demo && (
            <Alert
              type="info"
              showIcon
              style={{ maxWidth: 560, textAlign: 'left' }}
              title="演示模式：不会产生真实扣款"
              description="平台未接入真实支付服务商，订单在开发发件箱中确认支付：打开发件箱，在“模拟支付”中点击“确认支付”。"
            />
          )}
          <Flex gap={12}>
            {payUrl && (
              <Button type="primary" icon={<ExportOutlined />} href={payUrl} target="_blank" rel="noopener">
                {payment?.demo ? '打开开发发件箱' : '去支付'}
              </Button>
            )}
            <Button onClick={onBack}>返回设备列表</Button>
          </Flex>
          <Typography.Text type="secondary">
            <Spin size="small" style={{ marginRight: 8 }} />
            支付完成后本页自动更新
          </Typography.Text>
        </Flex>
      }
    />
  );
}
