import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Flex, List, Modal, Popover, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  RESOURCE_TYPE_NAMES,
  SHARE_LEVEL_NAMES,
  SHARE_LEVELS,
  type ShareLevel,
} from '../../shared/api/resource-permissions';
import type { ResourceType } from '../../shared/permissions';
import { feedback } from '../app/feedback';
import { useSession } from '../session/session-store';
import { ColleagueSelect, colleagueLabel } from './ColleagueSelect';
import { PermissionExplanation } from './PermissionExplanation';
import { resourceApi } from './resource-api';
import { ShareLevelHint } from './ShareLevelHint';
import { PERMISSION_KEYS } from './use-passed-operations';

export interface ShareDialogProps {
  type: ResourceType;
  open: boolean;
  /** The resource whose shares are edited (kept while the dialog closes). */
  resource: { id: string; name: string } | null;
  onClose(): void;
  /** After the shares were saved: lists showing the resource may refresh. */
  onSaved?(): void;
}

interface Entry {
  userId: string;
  label: string;
  level: ShareLevel;
}

const LEVEL_OPTIONS = SHARE_LEVELS.map((level) => ({ value: level, label: SHARE_LEVEL_NAMES[level] }));

/**
 * Who a resource is shared with, and at which level: shows the current shares, adds colleagues,
 * changes levels and removes people; 保存 replaces the resource's shares at once.
 */
export function ShareDialog({ type, open, resource, onClose, onSaved }: ShareDialogProps) {
  const role = useSession((state) => state.visitRole);
  const queryClient = useQueryClient();
  const id = resource?.id ?? '';
  const current = useQuery({
    queryKey: PERMISSION_KEYS.shares(role, type, id),
    queryFn: () => resourceApi.shares(type, id),
    enabled: open && id !== '',
    // The dialog edits a copy: a refetch while it is open would overwrite the edits.
    refetchOnWindowFocus: false,
  });
  const [entries, setEntries] = useState<Entry[]>([]);
  const [picked, setPicked] = useState<{ value: string; label: string }[]>([]);
  const [level, setLevel] = useState<ShareLevel>('VIEW');

  useEffect(() => {
    if (!open || !current.data) return;
    setEntries(current.data.map((share) => ({ ...share, label: colleagueLabel(share) })));
    setPicked([]);
  }, [open, current.data]);

  const save = useMutation({
    mutationFn: () =>
      resourceApi.share({
        resourceType: type,
        resourceId: id,
        shares: entries.map(({ userId, level: entryLevel }) => ({ userId, level: entryLevel })),
      }),
    onSuccess: () => {
      feedback.success('共享设置已保存');
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onSaved?.();
      onClose();
    },
  });

  const add = () => {
    const added = picked.map((colleague) => ({ userId: colleague.value, label: colleague.label, level }));
    const ids = new Set(added.map((entry) => entry.userId));
    setEntries((existing) => [...existing.filter((entry) => !ids.has(entry.userId)), ...added]);
    setPicked([]);
  };
  const changeLevel = (userId: string, next: ShareLevel) =>
    setEntries((existing) =>
      existing.map((entry) => (entry.userId === userId ? { ...entry, level: next } : entry)),
    );
  const remove = (userId: string) =>
    setEntries((existing) => existing.filter((entry) => entry.userId !== userId));

  return (
    <Modal
      open={open}
      title={`共享${RESOURCE_TYPE_NAMES[type]}「${resource?.name ?? ''}」`}
      okText="保存"
      width={600}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: current.isPending }}
      onOk={() => save.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex gap={8} style={{ marginTop: 16 }}>
        <ColleagueSelect
          labelInValue
          value={picked}
          onChange={(value) => setPicked(value as { value: string; label: string }[])}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Select
          value={level}
          onChange={setLevel}
          options={LEVEL_OPTIONS}
          style={{ width: 104 }}
          aria-label="共享权限"
        />
        <Button onClick={add} disabled={picked.length === 0}>
          添加
        </Button>
      </Flex>
      <ShareLevelHint />
      <Typography.Text strong style={{ display: 'block', margin: '16px 0 4px' }}>
        已共享（{entries.length}）
      </Typography.Text>
      {current.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      ) : (
        <List
          size="small"
          dataSource={entries}
          locale={{ emptyText: '还没有共享给任何同事' }}
          style={{ maxHeight: 320, overflowY: 'auto' }}
          renderItem={(entry) => (
            <List.Item
              actions={[
                // What the saved shares, their roles and ownership give them, by the server's rules.
                <Popover
                  key="why"
                  trigger="click"
                  destroyOnHidden
                  title="权限说明"
                  content={
                    <div style={{ width: 380 }}>
                      <PermissionExplanation userId={entry.userId} resourceType={type} resourceId={id} />
                    </div>
                  }
                >
                  <Button type="link" size="small">
                    {entry.level === 'VIEW' ? '为什么他不能编辑？' : '权限说明'}
                  </Button>
                </Popover>,
                <Select
                  key="level"
                  size="small"
                  value={entry.level}
                  onChange={(next) => changeLevel(entry.userId, next)}
                  options={LEVEL_OPTIONS}
                  style={{ width: 96 }}
                  aria-label={`${entry.label}的共享权限`}
                />,
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`移除${entry.label}`}
                  onClick={() => remove(entry.userId)}
                />,
              ]}
            >
              <List.Item.Meta avatar={<Avatar size="small" icon={<UserOutlined />} />} title={entry.label} />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
