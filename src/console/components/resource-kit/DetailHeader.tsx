import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FlaggedAction } from '../../permissions/FlaggedAction';
import { EnabledState } from './RowOrigin';
import type { ListRow } from './resource-kind';
import { ShareDeleteButtons } from './ShareDeleteButtons';
import type { useResourceFrame } from './use-resource-frame';

export interface DetailHeaderProps<T extends ListRow, D extends T> {
  frame: ReturnType<typeof useResourceFrame<T, D>>;
  row: D;
  /** Marks beside the name, and a line under it. */
  marks?: ReactNode;
  subtitle?: ReactNode;
  /** Rows whose name is not theirs to change (a store skill is named by the store) offer no 重命名. */
  renamable?: boolean;
}

/** The head card of a content page: back, name and state, then rename, enable, share, delete. */
export function DetailHeader<T extends ListRow, D extends T>({
  frame,
  row,
  ...props
}: DetailHeaderProps<T, D>) {
  const flags = frame.flagsOf(row);
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={12} wrap>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={frame.back}>
            {frame.backLabel}
          </Button>
          <Flex vertical>
            <Flex align="center" gap={10}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {row.name}
              </Typography.Title>
              <EnabledState enabled={row.enabled === true} />
              {props.marks}
            </Flex>
            {props.subtitle && (
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {props.subtitle}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          {props.renamable !== false && (
            <FlaggedAction flags={flags} flag="editAuth">
              <Button icon={<EditOutlined />} onClick={frame.rename}>
                重命名
              </Button>
            </FlaggedAction>
          )}
          <FlaggedAction flags={flags} flag="enableAuth">
            <Button onClick={() => frame.actions.toggle(row)}>{row.enabled ? '停用' : '启用'}</Button>
          </FlaggedAction>
          <ShareDeleteButtons flags={flags} onShare={frame.share} onDelete={() => frame.remove(row)} />
        </Flex>
      </Flex>
    </Card>
  );
}
