import { ThunderboltOutlined } from '@ant-design/icons';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { IntentSummary } from '../../shared/api/intents';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { slotColor } from './slot-colors';

/** What the intent does when matched: its action, its reply, or nothing yet. */
export function IntentOutcome({ intent }: { intent: IntentSummary }) {
  if (intent.actionId) {
    return (
      <Tag icon={<ThunderboltOutlined />} color={intent.actionName ? 'purple' : 'default'}>
        {intent.actionName ?? '动作已删除'}
      </Tag>
    );
  }
  if (intent.reply) {
    return (
      <Typography.Text ellipsis={{ tooltip: intent.reply }} style={{ maxWidth: 260 }}>
        {intent.reply}
      </Typography.Text>
    );
  }
  return <Typography.Text type="warning">未设置回复</Typography.Text>;
}

/** The intent table's columns; each action follows the caller's flags on the project and the intent. */
export function intentColumns(table: ListTable<IntentSummary>): TableColumnsType<IntentSummary> {
  return [
    kit.nameColumn('意图', table, {
      width: 240,
      under: (intent) =>
        intent.description && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {intent.description}
          </Typography.Text>
        ),
      origin: kit.withOrigin,
    }),
    {
      title: '槽位',
      key: 'slots',
      width: 180,
      render: (_, intent) =>
        intent.slotNames.length === 0 ? (
          <Typography.Text type="secondary">无</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {intent.slotNames.map((slot) => {
              const color = slotColor(intent.slotNames, slot);
              return (
                <Tag
                  key={slot}
                  style={{
                    marginInlineEnd: 0,
                    background: color.background,
                    borderColor: color.border,
                    color: color.text,
                  }}
                >
                  {slot}
                </Tag>
              );
            })}
          </Flex>
        ),
    },
    { title: '例句', dataIndex: 'exampleCount', width: 80, align: 'right' },
    {
      title: '回复 / 动作',
      key: 'outcome',
      width: 280,
      render: (_, intent) => <IntentOutcome intent={intent} />,
    },
    kit.stateColumn(),
    kit.actionsColumn(table, { open: '配置' }),
  ];
}
