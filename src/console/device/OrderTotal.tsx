import { Button, Divider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FlaggedAction } from '../permissions/FlaggedAction';
import type { ResourceFlags } from '../permissions/resource-flags';
import { formatFen } from './money';

export interface OrderTotalProps {
  /** Label and value rows above the total. */
  rows: [label: string, value: ReactNode][];
  /** In fen. */
  total: number;
  submitting: boolean;
  onSubmit(): void;
  /** Buying and renewing keep robots running: enableAuth, as 启用/停用. */
  flags: ResourceFlags;
}

/** The order's summary beside its choices: what is bought, the total, and 提交订单. */
export function OrderTotal({ rows, total, submitting, onSubmit, flags }: OrderTotalProps) {
  return (
    <Flex vertical gap={10} style={{ padding: 20, background: '#f7f9fc', borderRadius: 8 }}>
      <Typography.Text strong style={{ fontSize: 15 }}>
        订单摘要
      </Typography.Text>
      {rows.map(([label, value]) => (
        <Flex key={label} justify="space-between" gap={16}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <Typography.Text style={{ textAlign: 'right' }}>{value}</Typography.Text>
        </Flex>
      ))}
      <Divider style={{ margin: '6px 0' }} />
      <Flex justify="space-between" align="baseline">
        <Typography.Text>应付金额</Typography.Text>
        <Typography.Text strong style={{ fontSize: 26, color: '#f5222d' }} aria-label="应付金额">
          {formatFen(total)}
        </Typography.Text>
      </Flex>
      <FlaggedAction flags={flags} flag="enableAuth">
        <Button type="primary" size="large" block loading={submitting} onClick={onSubmit}>
          提交订单
        </Button>
      </FlaggedAction>
    </Flex>
  );
}
