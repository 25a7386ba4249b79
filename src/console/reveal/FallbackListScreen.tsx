import { Flex, Tag, Typography } from 'antd';
import { FALLBACK_MODE_NAMES, type FallbackSummary } from '../../shared/api/fallback';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { ActiveMark } from './ActiveMark';
import { FALLBACK_KIND } from './fallback-kind';

/**
 * /home/project-management/:projectID/reveal — the project's fallback sets: what the robot says
 * when nothing matched. The most recently changed enabled set is the one robots use (生效中).
 */
export default function FallbackListScreen() {
  return (
    <ResourceListScreen<FallbackSummary>
      kind={FALLBACK_KIND}
      scrollX={980}
      columns={(table) => [
        kit.nameColumn('兜底设置', table, {
          mark: (row) => (row.active ? <ActiveMark /> : null),
          origin: kit.withOrigin,
        }),
        {
          title: '回答方式',
          dataIndex: 'mode',
          width: 100,
          render: (mode: FallbackSummary['mode']) => FALLBACK_MODE_NAMES[mode],
        },
        {
          title: '回答',
          key: 'answers',
          width: 320,
          render: (_, row) =>
            row.answerCount === 0 ? (
              <Typography.Text type="secondary">还没有回答</Typography.Text>
            ) : (
              <Flex wrap gap={4} align="center">
                <Typography.Text style={{ marginInlineEnd: 4 }}>{row.answerCount} 条</Typography.Text>
                {row.situations.map((situation) => (
                  <Tag key={situation} style={{ marginInlineEnd: 0 }}>
                    {situation}
                  </Tag>
                ))}
              </Flex>
            ),
        },
        kit.stateColumn(),
        kit.actionsColumn(table, { open: '编辑' }),
      ]}
    />
  );
}
