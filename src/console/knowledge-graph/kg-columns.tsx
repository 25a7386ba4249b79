import { BuildOutlined, DownOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { KgBaseSummary } from '../../shared/api/knowledge-graph';
import { SHARE_LEVEL_NAMES } from '../../shared/api/resource-permissions';
import { formatDateTime } from '../../shared/format/date';
import { FlaggedAction, flaggedMenuItem } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import type { ResourceFlags } from '../permissions/resource-flags';
import { BuildState } from './BuildState';
import { baseFlags, buildFlags } from './kg-flags';

export type BaseAction = 'build' | 'rename' | 'tags' | 'share' | 'delete';

/** The base table's columns; actions follow the caller's flags, forbidden ones disabled with the reason. */
export function baseColumns(
  project: ResourceFlags,
  sharing: boolean,
  detailPath: (base: KgBaseSummary) => string,
  onAction: (action: BaseAction, base: KgBaseSummary) => void,
  onTag: (tag: string) => void,
): TableColumnsType<KgBaseSummary> {
  return [
    {
      title: '知识图谱',
      key: 'name',
      width: 280,
      render: (_, base) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link to={detailPath(base)} style={{ fontWeight: 600 }}>
            {base.name}
          </Link>
          {base.description && (
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: base.description }}
              style={{ fontSize: 12 }}
            >
              {base.description}
            </Typography.Text>
          )}
          {base.tags.length > 0 && <ResourceTags tags={base.tags} onTag={onTag} />}
        </Flex>
      ),
    },
    {
      title: '规模',
      key: 'size',
      width: 150,
      render: (_, base) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {base.conceptCount} 个概念 · {base.entityCount} 个实体
        </Typography.Text>
      ),
    },
    { title: '构建状态', key: 'build', width: 200, render: (_, base) => <BuildState build={base.build} /> },
    {
      title: '创建者',
      key: 'owner',
      width: 170,
      render: (_, base) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {base.sharedWithMe ? (
            <>
              <ShareAltOutlined /> 共享给我 · {SHARE_LEVEL_NAMES[base.sharedWithMe]}
            </>
          ) : (
            (base.ownerName ?? '—')
          )}
          <br />
          更新于 {formatDateTime(base.updatedAt, 'MM-DD HH:mm')}
        </Typography.Text>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_, base) => {
        const flags = baseFlags(project, base);
        const more = [
          flaggedMenuItem(flags, 'editAuth', { key: 'rename', label: '编辑' }),
          flaggedMenuItem(flags, flags.allows('editAuth') ? 'batchTagAuth' : 'editAuth', {
            key: 'tags',
            label: '标签',
          }),
          sharing ? flaggedMenuItem(flags, 'shareAuth', { key: 'share', label: '共享' }) : null,
          { type: 'divider' as const },
          flaggedMenuItem(flags, 'deleteAuth', { key: 'delete', label: '删除', danger: true }),
        ].filter((item) => item !== null);
        return (
          <Flex align="center" wrap={false}>
            <Link to={detailPath(base)} style={{ paddingInline: 4 }}>
              {flags.allows('editAuth') ? '编辑图谱' : '查看'}
            </Link>
            <FlaggedAction flags={buildFlags(flags, base)} flag="editAuth">
              <Button
                type="link"
                size="small"
                icon={<BuildOutlined />}
                style={{ paddingInline: 4 }}
                onClick={() => onAction('build', base)}
              >
                构建
              </Button>
            </FlaggedAction>
            <Dropdown
              trigger={['click']}
              menu={{ items: more, onClick: ({ key }) => onAction(key as BaseAction, base) }}
            >
              <Button
                type="link"
                size="small"
                aria-label={`${base.name}的更多操作`}
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
