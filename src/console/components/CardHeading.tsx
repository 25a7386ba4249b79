import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The head of a screen held in one card (a table screen): title and summary, actions at the right. */
export function CardHeading({
  title,
  summary,
  extra,
}: {
  title: string;
  summary: ReactNode;
  extra: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="flex-end" gap={24} wrap style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{summary}</Typography.Text>
      </div>
      {extra}
    </Flex>
  );
}
