import { DownOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { QaLibrarySummary } from '../../shared/api/qa';
import { SHARE_LEVEL_NAMES } from '../../shared/api/resource-permissions';
import { formatDateTime } from '../../shared/format/date';
import { flaggedMenuItem } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import type { ResourceFlags } from '../permissions/resource-flags';
import { libraryFlags } from './qa-flags';

export type QaLibraryAction = 'open' | 'edit' | 'toggle' | 'tags' | 'share' | 'delete';

export function LibraryState({ library }: { library: QaLibrarySummary }) {
  return library.enabled ? <Badge status="success" text="启用" /> : <Badge status="default" text="已停用" />;
}

/**
 * The library table's columns. Each action follows the caller's flags on the project and on the
 * library; what they may not do is disabled with the reason on hover.
 */
export function qaLibraryColumns(
  project: ResourceFlags,
  sharing: boolean,
  libraryPath: (library: QaLibrarySummary) => string,
  onAction: (action: QaLibraryAction, library: QaLibrarySummary) => void,
  onTag: (tag: string) => void,
): TableColumnsType<QaLibrarySummary> {
  return [
    {
      title: '问答库',
      key: 'name',
      fixed: 'left',
      width: 260,
      render: (_, library) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link
            to={libraryPath(library)}
            style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {library.name}
          </Link>
          {library.tags.length > 0 && <ResourceTags tags={library.tags} onTag={onTag} />}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {library.sharedWithMe ? (
              <>
                <ShareAltOutlined /> 共享给我 · {SHARE_LEVEL_NAMES[library.sharedWithMe]}
              </>
            ) : (
              (library.ownerName ?? '系统预置')
            )}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '描述',
      dataIndex: 'description',
      render: (text: string) =>
        text ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ marginBottom: 0 }}>
            {text}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: '问答数',
      key: 'pairs',
      width: 130,
      render: (_, library) => (
        <Flex vertical>
          <Typography.Text strong>{library.pairCount.toLocaleString('zh-CN')}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            启用 {library.enabledPairCount.toLocaleString('zh-CN')}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '状态', key: 'state', width: 90, render: (_, library) => <LibraryState library={library} /> },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 150,
      render: (at: string) => formatDateTime(at, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_, library) => {
        const flags = libraryFlags(project, library);
        const more = [
          flaggedMenuItem(flags, 'editAuth', { key: 'edit', label: '编辑信息' }),
          flaggedMenuItem(flags, 'enableAuth', { key: 'toggle', label: library.enabled ? '停用' : '启用' }),
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
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => onAction('open', library)}
            >
              {flags.allows('editAuth') ? '管理问答' : '查看'}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{ items: more, onClick: ({ key }) => onAction(key as QaLibraryAction, library) }}
            >
              <Button
                type="link"
                size="small"
                aria-label={`${library.name}的更多操作`}
                style={{ paddingInline: 4 }}
              >
                更多 <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
          </Flex>
        );
      },
    },
  ];
}
