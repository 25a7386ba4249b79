import { Flex, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DEVICE_LINK } from '../../shared/api/device-link';
import { API_BASE } from '../api/transport';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';

const STEPS = [
  { title: '购买设备', content: '选择型号与时长，支付后获得激活码' },
  { title: '激活机器人', content: '在机器人上输入激活码完成激活' },
  { title: '开始使用', content: '机器人上线后出现在这里，可查看状态、下发指令' },
];

/** A project without devices: what to do first, in the order it happens. */
export function DevicesEmpty({ buyButton }: { buyButton: ReactNode }) {
  return (
    <EmptyPlaceholder text="这个项目还没有设备" height={460}>
      <Flex vertical align="center" gap={20} style={{ maxWidth: 640 }}>
        <Steps size="small" current={0} items={STEPS} style={{ width: 600 }} />
        {buyButton}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          机器人团队可依据{' '}
          <Typography.Link href={`${API_BASE}${DEVICE_LINK.openapi}`} target="_blank">
            设备接入 API 文档
          </Typography.Link>{' '}
          让机器人使用激活码接入平台。
        </Typography.Text>
      </Flex>
    </EmptyPlaceholder>
  );
}
