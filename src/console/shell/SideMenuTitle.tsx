import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BRAND_BLUE } from '../app/theme';

/** The heading above a side menu: an icon tile, the area's name and an optional line under it. */
export function SideMenuTitle({ icon, title, extra }: { icon: ReactNode; title: string; extra?: ReactNode }) {
  return (
    <Flex align="center" gap={12} style={{ padding: '20px 20px 12px' }}>
      <Flex
        align="center"
        justify="center"
        style={{
          width: 40,
          height: 40,
          flex: 'none',
          borderRadius: 10,
          background: '#eaf1ff',
          color: BRAND_BLUE,
          fontSize: 20,
        }}
      >
        {icon}
      </Flex>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ fontSize: 15 }}>
          {title}
        </Typography.Text>
        {extra}
      </Flex>
    </Flex>
  );
}
