import { Flex, Tag, Typography } from 'antd';
import { ACTION_PAGE_TYPES, type ActionSummary } from '../../shared/api/actions';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { ACTION_KIND } from './action-kind';

/** The step counts of an action per page type: 主页 3 · 巡逻页 1. */
function StepCounts({ action }: { action: ActionSummary }) {
  const configured = ACTION_PAGE_TYPES.filter((type) => (action.stepCounts[type] ?? 0) > 0);
  if (configured.length === 0) return <Typography.Text type="secondary">尚未配置步骤</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {configured.map((type) => (
        <Tag key={type} color="processing" style={{ marginInlineEnd: 0 }}>
          {PAGE_TYPE_NAMES[type]} {action.stepCounts[type]} 步
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * /home/project-management/:projectID/action-management — the project's actions the caller may
 * see: what each does per page type, search, tags, shares and batch operations (新建 by NEW).
 */
export default function ActionListScreen() {
  return (
    <ResourceListScreen<ActionSummary>
      kind={ACTION_KIND}
      scrollX={980}
      columns={(table) => [
        kit.nameColumn('动作', table, { origin: kit.withOrigin }),
        kit.descriptionColumn(260),
        { title: '步骤', key: 'steps', width: 220, render: (_, row) => <StepCounts action={row} /> },
        kit.stateColumn(),
        kit.actionsColumn(table, { open: '编辑' }),
      ]}
    />
  );
}
