import { Flex, type TableColumnsType, Typography } from 'antd';
import type { QaLibrarySummary } from '../../shared/api/qa';
import { formatDateTime } from '../../shared/format/date';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import { RowOrigin } from '../components/resource-kit/RowOrigin';
import * as kit from '../components/resource-kit/resource-columns';
import { flaggedMenuItem } from '../permissions/FlaggedAction';

/**
 * The library table's columns. Each action follows the caller's flags on the project and on the
 * library; what they may not do is disabled with the reason on hover.
 */
export function qaLibraryColumns(table: ListTable<QaLibrarySummary>): TableColumnsType<QaLibrarySummary> {
  return [
    kit.nameColumn('问答库', table, { origin: (library) => <RowOrigin row={library} updated="none" /> }),
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
    kit.stateColumn(),
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 150,
      render: (at: string) => formatDateTime(at, 'YYYY-MM-DD HH:mm'),
    },
    kit.actionsColumn(table, {
      open: '管理问答',
      items: (_, flags) =>
        [flaggedMenuItem(flags, 'editAuth', { key: 'edit', label: '编辑信息' })].filter(
          (item) => item !== null,
        ),
    }),
  ];
}
