import { Empty, Flex, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { FleetProject } from '../../shared/api/devices';
import { FloorPlanStage } from '../map/FloorPlanStage';
import { useMapDetail, useMapPage } from '../map/map-queries';
import styles from './MonitoringScreen.module.css';
import { useRobots } from './monitoring-queries';
import { remoteViewOf } from './remote-view-path';
import { RobotPosition } from './robot-cells';

/** Most robots one floor shows. */
const ROBOTS_PER_MAP = 100;

interface FleetMapProps {
  projects: FleetProject[];
  /** The project the table is filtered by, if any: the map follows it. */
  projectId?: string;
}

/** One floor of one project with its robots where they are, moving as their heartbeats arrive. */
export function FleetMap({ projects, projectId: filtered }: FleetMapProps) {
  const navigate = useNavigate();
  const firstWithRobots = projects.find((project) => project.online > 0) ?? projects[0];
  const [projectId, setProjectId] = useState(filtered ?? firstWithRobots?.projectId ?? '');
  const [mapId, setMapId] = useState('');
  useEffect(() => {
    if (filtered) setProjectId(filtered);
  }, [filtered]);

  const maps = useMapPage({ projectId, pageNo: 0, pageSize: 100 });
  const mapList = maps.data?.content ?? [];
  const chosen = mapList.find((map) => map.id === mapId) ?? mapList[0];
  const detail = useMapDetail(chosen?.id ?? '');
  const robots = useRobots({ projectId, mapId: chosen?.id }, 0, ROBOTS_PER_MAP, !!chosen);

  const onFloor = (robots.data?.content ?? []).filter((robot) => robot.position);
  const markers = onFloor.flatMap((robot) =>
    robot.position
      ? [
          {
            id: robot.id,
            name: robot.name,
            x: robot.position.x,
            y: robot.position.y,
            online: robot.state === 'ONLINE',
            battery: robot.battery,
          },
        ]
      : [],
  );

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="地图所属项目"
          style={{ width: 200 }}
          value={projectId || undefined}
          placeholder="选择项目"
          options={projects.map((project) => ({ value: project.projectId, label: project.projectName }))}
          onChange={(value: string) => {
            setProjectId(value);
            setMapId('');
          }}
        />
        <Select
          aria-label="选择地图"
          style={{ width: 220 }}
          value={chosen?.id}
          placeholder="选择地图"
          loading={maps.isLoading}
          options={mapList.map((map) => ({
            value: map.id,
            label: `${map.name}${map.floor ? ` · ${map.floor}` : ''}`,
          }))}
          onChange={setMapId}
        />
        {chosen && (
          <Typography.Text type="secondary">
            此楼层 {markers.length} 台机器人，{markers.filter((marker) => marker.online).length} 台在线
          </Typography.Text>
        )}
      </Flex>
      {maps.isLoading || (chosen && detail.isLoading) ? (
        <Flex justify="center" style={{ padding: 80 }}>
          <Spin />
        </Flex>
      ) : !chosen || !detail.data ? (
        <Empty description="这个项目还没有地图：在项目的地图管理中上传楼层平面图" style={{ padding: 48 }} />
      ) : (
        <FloorPlanStage
          label={`${detail.data.name}：机器人实时位置`}
          pictureUrl={detail.data.pictureUrl}
          pictureWidth={detail.data.pictureWidth}
          pictureHeight={detail.data.pictureHeight}
          points={detail.data.points}
          robots={markers}
          height={520}
          onRobotSelect={(id) => navigate(remoteViewOf(id))}
        />
      )}
      {chosen && onFloor.length > 0 && (
        // The canvas says nothing to a screen reader: the robots on the floor, in words, each a way in.
        <ul className={styles.floorRobots} aria-label="此楼层的机器人">
          {onFloor.map((robot) => (
            <li key={robot.id}>
              <Link to={remoteViewOf(robot.id)}>{robot.name}</Link>
              <RobotPosition robot={robot} />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
