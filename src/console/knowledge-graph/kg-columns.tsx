import { BuildOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType, Typography } from 'antd';
import type { KgBaseSummary } from '../../shared/api/knowledge-graph';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import { RowOrigin } from '../components/resource-kit/RowOrigin';
import * as kit from '../components/resource-kit/resource-columns';
import { FlaggedAction, flaggedMenuItem } from '../permissions/FlaggedAction';
import { BuildState } from './BuildState';
import { buildFlags } from './kg-flags';

/** The base table's columns; actions follow the caller's flags, forbidden ones disabled with the reason. */
export function baseColumns(table: ListTable<KgBaseSummary>): TableColumnsType<KgBaseSummary> {
  return [
    kit.nameColumn('知识图谱', table, {
      width: 280,
      under: (base) =>
        base.description && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: base.description }} style={{ fontSize: 12 }}>
            {base.description}
          </Typography.Text>
        ),
    }),
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
      render: (_, base) => <RowOrigin row={base} updated="below" />,
    },
    kit.actionsColumn(table, {
      open: '编辑图谱',
      width: 200,
      toggle: false,
      items: (_, flags) =>
        [flaggedMenuItem(flags, 'editAuth', { key: 'edit', label: '编辑' })].filter((item) => item !== null),
      buttons: (base, flags) => (
        <FlaggedAction flags={buildFlags(flags, base)} flag="editAuth">
          <Button
            type="link"
            size="small"
            icon={<BuildOutlined />}
            style={{ paddingInline: 4 }}
            onClick={() => table.act('build', base)}
          >
            构建
          </Button>
        </FlaggedAction>
      ),
    }),
  ];
}
