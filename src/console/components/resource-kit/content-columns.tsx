import { DownOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, type TableColumnType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHARE_LEVEL_NAMES } from '../../../shared/api/resource-permissions';
import { formatDateTime } from '../../../shared/format/date';
import type { ResourceType } from '../../../shared/permissions';
import { FlaggedAction, flaggedMenuItem } from '../../permissions/FlaggedAction';
import { ResourceTags } from '../../permissions/ResourceTags';
import type { ResourceFlags } from '../../permissions/resource-flags';
import { contentFlags } from '../resource-list/content-flags';
import type { ContentAction, ContentRow } from './content-row';

export function EnabledState({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge status="success" text="启用" /> : <Badge status="default" text="已停用" />;
}

/** The name column: the link to the row, its mark, its tags, and who made it when. */
export function nameColumn<T extends ContentRow>(
  title: string,
  detailPath: (row: T) => string,
  onTag: (tag: string) => void,
  mark?: (row: T) => ReactNode,
): TableColumnType<T> {
  return {
    title,
    key: 'name',
    fixed: 'left',
    width: 260,
    render: (_, row) => (
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex align="center" gap={6}>
          <Link
            to={detailPath(row)}
            style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.name}
          </Link>
          {mark?.(row)}
        </Flex>
        {row.tags.length > 0 && <ResourceTags tags={row.tags} onTag={onTag} />}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.sharedWithMe ? (
            <>
              <ShareAltOutlined /> 共享给我 · {SHARE_LEVEL_NAMES[row.sharedWithMe]}
            </>
          ) : (
            (row.ownerName ?? '系统预置')
          )}{' '}
          · 更新于 {formatDateTime(row.updatedAt, 'MM-DD HH:mm')}
        </Typography.Text>
      </Flex>
    ),
  };
}

export function stateColumn<T extends ContentRow>(): TableColumnType<T> {
  return {
    title: '状态',
    key: 'state',
    width: 90,
    render: (_, row) => <EnabledState enabled={row.enabled} />,
  };
}

/**
 * The actions column: open (编辑 or 查看), and 更多 with enable, tags, share, delete, each following
 * the caller's flags on the project and the row; a forbidden one is disabled with its reason.
 */
export function actionsColumn<T extends ContentRow>(
  type: ResourceType,
  project: ResourceFlags,
  sharing: boolean,
  onAction: (action: ContentAction, row: T) => void,
): TableColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 150,
    render: (_, row) => {
      const flags = contentFlags(type, project, row);
      const more = [
        flaggedMenuItem(flags, 'enableAuth', { key: 'toggle', label: row.enabled ? '停用' : '启用' }),
        flaggedMenuItem(flags, flags.allows('editAuth') ? 'batchTagAuth' : 'editAuth', {
          key: 'tags',
          label: '标签',
        }),
        sharing ? flaggedMenuItem(flags, 'shareAuth', { key: 'share', label: '共享' }) : null,
        { type: 'divider' as const },
        flaggedMenuItem(flags, 'deleteAuth', { key: 'delete', label: '删除', danger: true }),
      ].filter((item) => item !== null);
      return (
        <Flex gap={0} wrap={false} align="center">
          <FlaggedAction flags={flags} flag="accessAuth">
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => onAction('open', row)}
            >
              {flags.allows('editAuth') ? '编辑' : '查看'}
            </Button>
          </FlaggedAction>
          <Dropdown
            trigger={['click']}
            menu={{ items: more, onClick: ({ key }) => onAction(key as ContentAction, row) }}
          >
            <Button
              type="link"
              size="small"
              aria-label={`${row.name}的更多操作`}
              style={{ paddingInline: 4 }}
            >
              更多 <DownOutlined style={{ fontSize: 10 }} />
            </Button>
          </Dropdown>
        </Flex>
      );
    },
  };
}
