import { DownOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { IntentSummary } from '../../shared/api/intents';
import { contentFlags } from '../components/resource-list/content-flags';
import type { ListHelpers } from '../components/resource-list/ResourceListCard';
import { EnabledState, RowOrigin } from '../components/resource-list/RowOrigin';
import { flaggedMenuItem } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import type { ResourceFlags } from '../permissions/resource-flags';
import { slotColor } from './slot-colors';

export type IntentAction = 'toggle' | 'delete';

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
export function intentColumns(
  project: ResourceFlags,
  helpers: ListHelpers<IntentSummary>,
  detailPath: (intent: IntentSummary) => string,
  onAction: (action: IntentAction, intent: IntentSummary) => void,
): TableColumnsType<IntentSummary> {
  return [
    {
      title: '意图',
      key: 'name',
      fixed: 'left',
      width: 240,
      render: (_, intent) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link to={detailPath(intent)} style={{ fontWeight: 600 }}>
            {intent.name}
          </Link>
          {intent.description && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {intent.description}
            </Typography.Text>
          )}
          {intent.tags.length > 0 && <ResourceTags tags={intent.tags} onTag={helpers.onTag} />}
          <RowOrigin row={intent} />
        </Flex>
      ),
    },
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
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_, intent) => <EnabledState enabled={intent.enabled} />,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_, intent) => {
        const flags = contentFlags('INTENT', project, intent);
        const more = [
          flaggedMenuItem(flags, 'enableAuth', { key: 'toggle', label: intent.enabled ? '停用' : '启用' }),
          flaggedMenuItem(flags, flags.allows('editAuth') ? 'batchTagAuth' : 'editAuth', {
            key: 'tags',
            label: '标签',
          }),
          helpers.sharing ? flaggedMenuItem(flags, 'shareAuth', { key: 'share', label: '共享' }) : null,
          { type: 'divider' as const },
          flaggedMenuItem(flags, 'deleteAuth', { key: 'delete', label: '删除', danger: true }),
        ].filter((item) => item !== null);
        const pick = (key: string) => {
          if (key === 'tags') helpers.editTags(intent);
          else if (key === 'share') helpers.share(intent);
          else onAction(key as IntentAction, intent);
        };
        return (
          <Flex align="center">
            <Link to={detailPath(intent)} style={{ paddingInline: 4 }}>
              {flags.allows('editAuth') ? '配置' : '查看'}
            </Link>
            <Dropdown trigger={['click']} menu={{ items: more, onClick: ({ key }) => pick(key) }}>
              <Button type="link" size="small" aria-label={`${intent.name}的更多操作`}>
                更多 <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
          </Flex>
        );
      },
    },
  ];
}
