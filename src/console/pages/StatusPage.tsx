import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from '../shell/PageContainer';

/** A page that tells where the user is instead of showing a screen: illustration, title, text, ways on. */
export function StatusPage({
  illustration,
  title,
  tag,
  children,
  actions,
}: {
  illustration: string;
  title: string;
  tag?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <PageContainer>
      <Card>
        <Flex vertical align="center" gap={8} style={{ padding: '32px 16px 40px', textAlign: 'center' }}>
          <img src={illustration} alt="" width={320} height={220} />
          <Flex align="center" gap={10}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {tag}
          </Flex>
          <div style={{ maxWidth: 520 }}>{children}</div>
          <Flex gap={12} style={{ marginTop: 16 }}>
            {actions}
          </Flex>
        </Flex>
      </Card>
    </PageContainer>
  );
}
