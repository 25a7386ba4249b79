import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FlaggedAction } from '../../permissions/FlaggedAction';
import type { ResourceFlags } from '../../permissions/resource-flags';
import { useSession } from '../../session/session-store';
import { EnabledState } from './RowOrigin';
import type { ListRow } from './resource-kind';

export interface DetailHeaderProps {
  row: ListRow;
  flags: ResourceFlags;
  backLabel: string;
  onBack(): void;
  onRename(): void;
  onToggle(): void;
  onShare(): void;
  onDelete(): void;
  /** Marks beside the name, and a line under it. */
  marks?: ReactNode;
  subtitle?: ReactNode;
}

/** The head card of a content page: back, name and state, then rename, enable, share, delete. */
export function DetailHeader({ row, flags, ...props }: DetailHeaderProps) {
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={12} wrap>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={props.onBack}>
            {props.backLabel}
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
          <FlaggedAction flags={flags} flag="editAuth">
            <Button icon={<EditOutlined />} onClick={props.onRename}>
              重命名
            </Button>
          </FlaggedAction>
          <FlaggedAction flags={flags} flag="enableAuth">
            <Button onClick={props.onToggle}>{row.enabled ? '停用' : '启用'}</Button>
          </FlaggedAction>
          {sharing && (
            <FlaggedAction flags={flags} flag="shareAuth">
              <Button icon={<ShareAltOutlined />} onClick={props.onShare}>
                共享
              </Button>
            </FlaggedAction>
          )}
          <FlaggedAction flags={flags} flag="deleteAuth">
            <Button danger icon={<DeleteOutlined />} onClick={props.onDelete}>
              删除
            </Button>
          </FlaggedAction>
        </Flex>
      </Flex>
    </Card>
  );
}
