import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ListToolbarProps {
  title: string;
  summary?: string;
  searchPlaceholder: string;
  keyword: string;
  onKeyword(keyword: string): void;
  /** Buttons at the right end, e.g. 新建. */
  actions: ReactNode;
}

/** The head of a list page: what the list is, then search and actions on one line. */
export function ListToolbar({
  title,
  summary,
  searchPlaceholder,
  keyword,
  onKeyword,
  actions,
}: ListToolbarProps) {
  return (
    <Flex justify="space-between" align="flex-end" gap={24} wrap style={{ marginBottom: 20 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {summary && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {summary}
          </Typography.Text>
        )}
      </div>
      <Flex gap={12} align="center">
        <Input
          allowClear
          value={keyword}
          onChange={(event) => onKeyword(event.target.value)}
          placeholder={searchPlaceholder}
          prefix={<SearchOutlined style={{ color: 'rgba(11,31,77,0.35)' }} />}
          style={{ width: 260 }}
          aria-label={searchPlaceholder}
        />
        {actions}
      </Flex>
    </Flex>
  );
}
