import { ShareAltOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { missingFlagMessage, RESOURCE_TYPE_NAMES } from '../../shared/api/resource-permissions';
import type { ResourceFlag, ResourceType } from '../../shared/permissions';
import { DisabledWithReason } from './DisabledWithReason';
import type { SelectableRow } from './use-resource-selection';

export interface BatchActionBarProps {
  type: ResourceType;
  selected: SelectableRow[];
  /** The batch operations the server passes on the type (listAuthorizePassedOperations). */
  canTag: boolean;
  canShare: boolean;
  onTag(): void;
  onShare(): void;
  onExit(): void;
  /** How rows are picked in this list; cards by default. */
  selectionHint?: string;
}

/** The server checks these on each selected row; the bar says which row would be refused. */
const TAG_FLAGS: ResourceFlag[] = ['batchTagAuth', 'editAuth'];
const SHARE_FLAGS: ResourceFlag[] = ['batchShareAuth', 'shareAuth'];

function refusal(type: ResourceType, selected: SelectableRow[], flags: ResourceFlag[]): string | null {
  if (selected.length === 0) return `请先选择${RESOURCE_TYPE_NAMES[type]}`;
  for (const row of selected) {
    const missing = flags.find((flag) => !row.permissions[flag]);
    if (missing) return missingFlagMessage(type, missing, row.name);
  }
  return null;
}

function BatchButton(props: { label: string; icon: ReactNode; reason: string | null; onClick(): void }) {
  const button = (
    <Button icon={props.icon} onClick={props.onClick}>
      {props.label}
    </Button>
  );
  return props.reason === null ? (
    button
  ) : (
    <DisabledWithReason reason={props.reason}>{button}</DisabledWithReason>
  );
}

/** Above a list in selection mode: how many are selected and the batch operations passed. */
export function BatchActionBar({
  type,
  selected,
  canTag,
  canShare,
  onTag,
  onShare,
  onExit,
  selectionHint = '点击卡片即可选择或取消',
}: BatchActionBarProps) {
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={12}
      wrap
      role="toolbar"
      aria-label="批量操作"
      style={{
        marginBottom: 16,
        padding: '10px 16px',
        borderRadius: 8,
        background: '#f0f5ff',
        border: '1px solid #d6e4ff',
      }}
    >
      <Typography.Text>
        已选择 <Typography.Text strong>{selected.length}</Typography.Text> 个{RESOURCE_TYPE_NAMES[type]}
        <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
          {selectionHint}
        </Typography.Text>
      </Typography.Text>
      <Flex gap={8}>
        {canTag && (
          <BatchButton
            label="批量标签"
            icon={<TagsOutlined />}
            reason={refusal(type, selected, TAG_FLAGS)}
            onClick={onTag}
          />
        )}
        {canShare && (
          <BatchButton
            label="批量共享"
            icon={<ShareAltOutlined />}
            reason={refusal(type, selected, SHARE_FLAGS)}
            onClick={onShare}
          />
        )}
        <Button type="text" onClick={onExit}>
          退出批量管理
        </Button>
      </Flex>
    </Flex>
  );
}
