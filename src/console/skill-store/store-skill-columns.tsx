import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { StoreSkillSummary } from '../../shared/api/store-skills';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import { actionsColumn, stateColumn } from '../components/resource-kit/resource-columns';
import { SkillIcon } from './SkillIcon';

/** The project's store skills: icon and name, labels, what it does, its state and actions. */
export function storeSkillColumns(table: ListTable<StoreSkillSummary>): TableColumnsType<StoreSkillSummary> {
  return [
    {
      title: '技能',
      dataIndex: 'name',
      width: 200,
      render: (_, row) => (
        <Flex align="center" gap={10}>
          <SkillIcon icon={row.icon} size={32} />
          <Flex vertical>
            <Link to={table.detailPath(row)}>{row.name}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              v{row.version}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: '标签',
      dataIndex: 'labels',
      width: 140,
      render: (labels: string[]) => labels.map((label) => <Tag key={label}>{label}</Tag>),
    },
    { title: '说明', dataIndex: 'summary', ellipsis: true },
    stateColumn(),
    actionsColumn(table, { open: '配置', width: 150 }),
  ];
}
