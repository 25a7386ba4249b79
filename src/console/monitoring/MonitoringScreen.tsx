import { Card, Col, Flex, Row } from 'antd';
import type { FleetSummary } from '../../shared/api/devices';
import { LiveDashboard } from '../charts/LiveDashboard';
import { PROJECT_LIST_PATH } from '../project/project-id';
import { useMayOpen } from '../routes/route-access';
import { AttentionList } from './AttentionList';
import { FleetFigures } from './FleetFigures';
import { FleetProjects } from './FleetProjects';
import { FLEET_REFRESH_MS, useFleet } from './fleet-queries';
import styles from './MonitoringScreen.module.css';
import { NoProjects } from './NoProjects';

/** The fleet's sections, one under another; the floor-plan view joins them as a section of its own. */
function FleetSections({ fleet }: { fleet: FleetSummary }) {
  return (
    <Flex vertical gap={16}>
      <div className={styles.figures}>
        <FleetFigures fleet={fleet} />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="项目" extra={`共 ${fleet.projects.length} 个`} style={{ height: '100%' }}>
            <FleetProjects projects={fleet.projects} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            title="需要关注的机器人"
            extra={fleet.attention.total > 0 && `共 ${fleet.attention.total} 台`}
            style={{ height: '100%' }}
          >
            <AttentionList attention={fleet.attention} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * /home/remote-monitoring/monitoring-platform — the first screen after sign-in: the caller's
 * robots and projects at a glance, live.
 */
export default function MonitoringScreen() {
  const fleet = useFleet();
  const mayOpen = useMayOpen();

  return (
    <LiveDashboard
      title="监控平台"
      summary="你的机器人和项目一览：谁在线、谁需要照看。"
      query={fleet}
      everySeconds={FLEET_REFRESH_MS / 1000}
      failedTitle="机器人数据加载失败"
    >
      {(data) =>
        data.projects.length === 0 ? (
          <NoProjects mayCreate={mayOpen(PROJECT_LIST_PATH)} />
        ) : (
          <FleetSections fleet={data} />
        )
      }
    </LiveDashboard>
  );
}
