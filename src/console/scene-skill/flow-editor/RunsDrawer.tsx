import { useQuery } from '@tanstack/react-query';
import { Drawer, List, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../shared/format/date';
import { sceneSkillApi } from '../scene-skill-api';
import { SCENE_SKILL_KEYS } from '../scene-skill-queries';

export interface RunsDrawerProps {
  id: string;
  open: boolean;
  replaying: string | null;
  onClose(): void;
  onReplay(run: { id: string; path: string[] }): void;
}

const RUNS_REFRESH_MS = 10_000;

/** 运行记录: the runs robots reported, the newest first; clicking one replays its path on the flow. */
export function RunsDrawer({ id, open, replaying, onClose, onReplay }: RunsDrawerProps) {
  const runs = useQuery({
    queryKey: SCENE_SKILL_KEYS.runs(id),
    queryFn: () => sceneSkillApi.runs(id),
    enabled: open,
    refetchInterval: open ? RUNS_REFRESH_MS : false,
  });
  return (
    <Drawer open={open} onClose={onClose} title="机器人运行记录" size={420} mask={false}>
      <List
        loading={runs.isLoading}
        dataSource={runs.data ?? []}
        locale={{ emptyText: '启用后，机器人运行这个场景的记录会出现在这里' }}
        renderItem={(run) => (
          <List.Item
            onClick={() => onReplay(run)}
            style={{
              cursor: 'pointer',
              paddingInline: 8,
              background: replaying === run.id ? '#f6ffed' : undefined,
            }}
            data-testid="scene-run"
          >
            <List.Item.Meta
              title={
                <span>
                  {run.deviceName}{' '}
                  {run.outcome === 'completed' ? (
                    <Tag color="success">完成</Tag>
                  ) : (
                    <Tag color="error">失败</Tag>
                  )}
                </span>
              }
              description={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(run.at, 'MM-DD HH:mm:ss')} · {run.trigger} · 经过 {run.path.length} 步
                  {run.failure ? ` · ${run.failure}` : ''}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
