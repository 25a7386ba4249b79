import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FlaggedAction } from '../../permissions/FlaggedAction';
import { ResourceTags } from '../../permissions/ResourceTags';
import { type OriginRow, RowOrigin } from './RowOrigin';
import type { ListRow, ResourceKind } from './resource-kind';
import { ShareDeleteButtons } from './ShareDeleteButtons';
import type { useResourceFrame } from './use-resource-frame';

type HeadRow = ListRow & OriginRow & { description: string; enabled: boolean };

export interface ResourceHeadCardProps<T extends HeadRow, D extends T> {
  kind: ResourceKind<T>;
  frame: ReturnType<typeof useResourceFrame<T, D>>;
  row: D;
  /** Beside the name (词条数…). */
  marks?: ReactNode;
  /** Before the switch (测试对话…). */
  extra?: ReactNode;
}

/**
 * The head of a row's page: the way back; the name, description, who made it and its tags; then
 * the switch, 编辑信息, 共享 and 删除, each following the caller's flags with the reason on hover.
 */
export function ResourceHeadCard<T extends HeadRow, D extends T>({
  kind,
  frame,
  row,
  marks,
  extra,
}: ResourceHeadCardProps<T, D>) {
  const flags = frame.flagsOf(row);
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={frame.back}>
            {frame.backLabel}
          </Button>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex align="center" gap={8}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {row.name}
              </Typography.Title>
              {marks}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {row.description || '暂无描述'}
            </Typography.Text>
            <RowOrigin row={row} />
            <ResourceTags tags={row.tags} />
          </Flex>
        </Flex>
        <Flex gap={8} align="center" wrap>
          {extra}
          <FlaggedAction flags={flags} flag="enableAuth">
            <Switch
              checked={row.enabled}
              checkedChildren="启用"
              unCheckedChildren="停用"
              aria-label={`启用${kind.noun}`}
              loading={frame.actions.pending}
              onChange={() => frame.actions.toggle(row)}
            />
          </FlaggedAction>
          <FlaggedAction flags={flags} flag="editAuth">
            <Button icon={<EditOutlined />} onClick={frame.rename}>
              编辑信息
            </Button>
          </FlaggedAction>
          <ShareDeleteButtons flags={flags} onShare={frame.share} onDelete={() => frame.remove(row)} />
        </Flex>
      </Flex>
    </Card>
  );
}
