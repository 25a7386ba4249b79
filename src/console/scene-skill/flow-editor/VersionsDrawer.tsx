import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, List, Popconfirm, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../shared/format/date';
import { sceneSkillApi } from '../scene-skill-api';
import { SCENE_SKILL_KEYS } from '../scene-skill-queries';

export interface VersionsDrawerProps {
  id: string;
  open: boolean;
  current: number;
  editable: boolean;
  onClose(): void;
  onRestore(version: number): void;
}

/** 版本: every saved version, the newest first; restoring one saves it again as the newest. */
export function VersionsDrawer({ id, open, current, editable, onClose, onRestore }: VersionsDrawerProps) {
  const versions = useQuery({
    queryKey: [...SCENE_SKILL_KEYS.versions(id), current],
    queryFn: () => sceneSkillApi.versions(id),
    enabled: open,
  });
  return (
    <Drawer open={open} onClose={onClose} title="历史版本" size={420}>
      <List
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        locale={{ emptyText: '还没有保存过的版本' }}
        renderItem={(version) => (
          <List.Item
            actions={
              version.version === current
                ? [
                    <Tag key="current" color="blue">
                      当前
                    </Tag>,
                  ]
                : [
                    <Popconfirm
                      key="restore"
                      title={`恢复到版本 ${version.version}？`}
                      description="当前流程会保留为一个历史版本。"
                      onConfirm={() => onRestore(version.version)}
                      disabled={!editable}
                    >
                      <Button size="small" disabled={!editable}>
                        恢复
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            <List.Item.Meta
              title={`版本 ${version.version}`}
              description={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(version.savedAt, 'YYYY-MM-DD HH:mm:ss')} · {version.savedBy || '系统'} ·{' '}
                  {version.nodeCount} 个步骤
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
