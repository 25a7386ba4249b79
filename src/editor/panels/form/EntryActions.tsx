import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';

export interface EntryActionsProps {
  /** Names the entry for screen readers: 卡片 2. */
  name: string;
  index: number;
  count: number;
  canRemove: boolean;
  /** Why the entry cannot be removed (the list's minimum). */
  removeBlockedReason?: string;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

const quiet = (action: () => void) => (event: MouseEvent) => {
  // Buttons sit in a collapsible header: they must not open or close the entry.
  event.stopPropagation();
  action();
};

/** Up, down and delete buttons of one list entry. */
export function EntryActions({
  name,
  index,
  count,
  canRemove,
  removeBlockedReason,
  onMove,
  onRemove,
}: EntryActionsProps) {
  return (
    <span style={{ display: 'inline-flex', gap: 2 }}>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined />}
        aria-label={`上移${name}`}
        disabled={index === 0}
        onClick={quiet(() => onMove(-1))}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label={`下移${name}`}
        disabled={index === count - 1}
        onClick={quiet(() => onMove(1))}
      />
      <Tooltip title={canRemove ? undefined : removeBlockedReason}>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${name}`}
          disabled={!canRemove}
          onClick={quiet(onRemove)}
        />
      </Tooltip>
    </span>
  );
}
