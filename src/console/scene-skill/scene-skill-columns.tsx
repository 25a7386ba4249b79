import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { SceneSkillSummary } from '../../shared/api/scene-skills';
import { formatDateTime } from '../../shared/format/date';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { flaggedMenuItem } from '../permissions/FlaggedAction';

/** The scene table's columns; each action follows the caller's flags on the project and the scene. */
export function sceneSkillColumns(table: ListTable<SceneSkillSummary>): TableColumnsType<SceneSkillSummary> {
  return [
    kit.nameColumn('场景', table, { origin: kit.withOrigin }),
    {
      title: '触发条件',
      key: 'triggers',
      render: (_, scene) =>
        scene.triggers.length > 0 ? (
          <Flex gap={4} wrap>
            {scene.triggers.map((trigger) => (
              <Tag key={trigger.label}>{trigger.label}</Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">未设置</Typography.Text>
        ),
    },
    kit.stateColumn(),
    {
      title: '最近修改',
      dataIndex: 'updatedAt',
      width: 150,
      render: (at: string) => formatDateTime(at, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: '今日运行',
      dataIndex: 'runsToday',
      width: 90,
      align: 'right',
      render: (runs: number) => runs.toLocaleString('zh-CN'),
    },
    kit.actionsColumn(table, {
      open: '编辑',
      width: 160,
      items: (_, flags) =>
        [
          flaggedMenuItem(flags, 'editAuth', { key: 'edit', label: '编辑信息' }),
          flaggedMenuItem(flags, 'accessAuth', { key: 'copy', label: '复制' }),
        ].filter((item) => item !== null),
    }),
  ];
}
