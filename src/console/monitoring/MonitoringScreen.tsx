import { Card, Col, Flex, Row } from 'antd';
import { memo } from 'react';
import type { FleetSummary } from '../../shared/api/devices';
import { LiveDashboard } from '../charts/LiveDashboard';
import { PROJECT_LIST_PATH } from '../project/project-id';
import { useMayOpen } from '../routes/route-access';
import { AlarmPanel } from './AlarmPanel';
import { FleetFigures } from './FleetFigures';
import { FleetProjects } from './FleetProjects';
import { FLEET_REFRESH_MS, useFleet } from './fleet-queries';
import styles from './MonitoringScreen.module.css';
import { NoProjects } from './NoProjects';
import { RobotsCard } from './RobotsCard';
import { type FeedStatus, useFleetFeed } from './use-fleet-feed';

/**
 * The fleet's sections, one under another: figures, robots (table or map), alarms and projects.
 * Memoised: the heading's time follows every live batch, the sections their own data.
 */
const FleetSections = memo(function FleetSections({
  fleet,
  feed,
}: {
  fleet: FleetSummary;
  feed: FeedStatus;
}) {
  return (
    <Flex vertical gap={16}>
      <div className={styles.figures}>
        <FleetFigures fleet={fleet} />
      </div>
      <RobotsCard projects={fleet.projects} feed={feed} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="告警" style={{ height: '100%' }}>
            <AlarmPanel />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="项目" extra={`共 ${fleet.projects.length} 个`} style={{ height: '100%' }}>
            <FleetProjects projects={fleet.projects} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
});

/**
 * /home/remote-monitoring/monitoring-platform — the first screen after sign-in: the caller's
 * robots and projects, live from the monitoring feed.
 */
export default function MonitoringScreen() {
  const fleet = useFleet();
  const { status: feed, heardAt } = useFleetFeed();
  const mayOpen = useMayOpen();

  return (
    <LiveDashboard
      title="监控平台"
      summary="你的机器人实时在哪里、状态如何、哪些需要处理。"
      query={fleet}
      heardAt={heardAt}
      everySeconds={FLEET_REFRESH_MS / 1000}
      failedTitle="机器人数据加载失败"
    >
      {(data) =>
        data.projects.length === 0 ? (
          <NoProjects mayCreate={mayOpen(PROJECT_LIST_PATH)} />
        ) : (
          <FleetSections fleet={data} feed={feed} />
        )
      }
    </LiveDashboard>
  );
}
