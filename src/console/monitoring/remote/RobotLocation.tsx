import { Empty, Flex, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import type { DeviceSample, RobotDetail } from '../../../shared/api/monitoring';
import { FloorPlanStage } from '../../map/FloorPlanStage';
import { useMapDetail } from '../../map/map-queries';

/** The track looks back this far. */
const TRACK_MINUTES = 30;

/** The robot on its floor plan with where it went in the last half hour. */
export function RobotLocation({ robot, samples }: { robot: RobotDetail; samples: readonly DeviceSample[] }) {
  const mapId = robot.position?.mapId ?? '';
  const map = useMapDetail(mapId);
  const track = useMemo(() => {
    const since = Date.now() - TRACK_MINUTES * 60_000;
    return samples
      .filter(
        (sample) =>
          sample.mapId === mapId && sample.x !== null && sample.y !== null && Date.parse(sample.at) > since,
      )
      .map((sample) => ({ x: sample.x as number, y: sample.y as number }));
  }, [samples, mapId]);

  if (!robot.position) return <Empty description="机器人还没有上报位置" style={{ padding: 48 }} />;
  if (!mapId) return <Empty description="机器人上报的位置不在任何地图上" style={{ padding: 48 }} />;
  if (map.isLoading)
    return (
      <Flex justify="center" style={{ padding: 80 }}>
        <Spin />
      </Flex>
    );
  if (!map.data) return <Empty description="找不到机器人所在的地图" style={{ padding: 48 }} />;
  const { position } = robot;
  return (
    <Flex vertical gap={8}>
      <FloorPlanStage
        label={`${robot.name}在${map.data.name}上的位置与近 ${TRACK_MINUTES} 分钟轨迹`}
        pictureUrl={map.data.pictureUrl}
        pictureWidth={map.data.pictureWidth}
        pictureHeight={map.data.pictureHeight}
        points={map.data.points}
        robots={[
          {
            id: robot.id,
            name: robot.name,
            x: position.x,
            y: position.y,
            online: robot.state === 'ONLINE',
            battery: robot.battery,
          },
        ]}
        tracks={[{ id: 'track', points: [...track, { x: position.x, y: position.y }] }]}
        selectedRobotId={robot.id}
        height={440}
      />
      <Typography.Text type="secondary">
        {map.data.name}
        {map.data.floor ? ` · ${map.data.floor}` : ''} · {position.pointName ?? '途中'} · 轨迹为近{' '}
        {TRACK_MINUTES} 分钟
      </Typography.Text>
    </Flex>
  );
}
