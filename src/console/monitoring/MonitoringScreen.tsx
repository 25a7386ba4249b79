import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { FleetSummary } from '../../shared/api/devices';
import { RefreshStatus } from '../charts/RefreshStatus';
import { PROJECT_LIST_PATH } from '../project/project-id';
import { useMayOpen } from '../routes/route-access';
import { PageContainer } from '../shell/PageContainer';
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
  const data = fleet.data;

  let content: ReactNode;
  if (data) {
    content =
      data.projects.length === 0 ? (
        <NoProjects mayCreate={mayOpen(PROJECT_LIST_PATH)} />
      ) : (
        <FleetSections fleet={data} />
      );
  } else if (fleet.isError) {
    content = (
      <Card>
        <Result
          status="warning"
          title="机器人数据加载失败"
          subTitle={fleet.error.message}
          extra={
            <Button type="primary" onClick={() => void fleet.refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    );
  } else {
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  return (
    <PageContainer>
      <Flex justify="space-between" align="flex-end" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            监控平台
          </Typography.Title>
          <Typography.Text type="secondary">你的机器人和项目一览：谁在线、谁需要照看。</Typography.Text>
        </div>
        <RefreshStatus
          updatedAt={fleet.dataUpdatedAt}
          fetching={fleet.isFetching}
          failed={fleet.isError && !!data}
          everySeconds={FLEET_REFRESH_MS / 1000}
          onRefresh={() => void fleet.refetch()}
        />
      </Flex>
      {content}
    </PageContainer>
  );
}
