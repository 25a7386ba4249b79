import { Card, Col, Empty, Flex, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CardHeading } from '../../components/CardHeading';
import { useHeldCodes } from '../../session/use-held-codes';
import { PageContainer } from '../../shell/PageContainer';
import { AlarmPanel } from '../AlarmPanel';
import { FeedStatusBadge } from '../FeedStatusBadge';
import { useRobotDetail, useRobotSamples } from '../monitoring-queries';
import { useFleetFeed } from '../use-fleet-feed';
import { BatteryChart } from './BatteryChart';
import { CommandLog } from './CommandLog';
import { RecentConversations } from './RecentConversations';
import { RemoteControl } from './RemoteControl';
import { RobotHeader } from './RobotHeader';
import { RobotLocation } from './RobotLocation';
import { RobotPicker } from './RobotPicker';
import { RobotScreenView } from './RobotScreenView';

/** One robot's remote view: its screen, place, battery, conversations, alarms, and (with REMOTE_CONTROL) its controls. */
function RobotView({ deviceId }: { deviceId: string }) {
  const robot = useRobotDetail(deviceId);
  const samples = useRobotSamples(deviceId);
  const mayControl = useHeldCodes().has('REMOTE_CONTROL');

  if (robot.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (!robot.data)
    return (
      <Card>
        <Result status="404" title="找不到这台机器人" subTitle={robot.error?.message} />
      </Card>
    );
  const data = robot.data;
  const pageName = (id: string) => data.screen?.pages.find((page) => page.id === id)?.name ?? id;

  return (
    <Flex vertical gap={16}>
      <Card title={data.name}>
        <RobotHeader robot={data} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Card title="屏幕画面" style={{ height: '100%' }}>
            <RobotScreenView robot={data} />
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          <Card title="位置与轨迹" style={{ height: '100%' }}>
            <RobotLocation robot={data} samples={samples.data ?? []} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        {mayControl && (
          <Col xs={24} xl={9}>
            <Card title="远程控制" style={{ height: '100%' }}>
              <RemoteControl robot={data} />
            </Card>
          </Col>
        )}
        <Col xs={24} xl={mayControl ? 15 : 24}>
          <Card title="指令记录" style={{ height: '100%' }}>
            <CommandLog deviceId={deviceId} pageName={pageName} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="今日电量" style={{ height: '100%' }}>
            <BatteryChart samples={samples.data ?? []} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="最近对话" style={{ height: '100%' }}>
            <RecentConversations deviceId={deviceId} robotName={data.name} />
          </Card>
        </Col>
      </Row>
      <Card title="告警">
        <AlarmPanel deviceId={deviceId} pageSize={5} />
      </Card>
    </Flex>
  );
}

/**
 * /home/remote-monitoring/remote-view?device=<id> — one robot seen from afar, live; the robot
 * picker when none is named. The controls need REMOTE_CONTROL (the server refuses without it).
 */
export default function RemoteViewScreen() {
  const [params, setParams] = useSearchParams();
  const deviceId = params.get('device') ?? '';
  const feed = useFleetFeed().status;
  const pick = (id: string) => setParams({ device: id });

  return (
    <PageContainer>
      <CardHeading
        title="远程查看"
        summary="看机器人此刻的屏幕、位置和电量，远程让它说话、前往点位或切换页面。"
        extra={
          <Space size={16}>
            <FeedStatusBadge status={feed} />
            <RobotPicker value={deviceId} onChange={pick} />
          </Space>
        }
      />
      {deviceId ? (
        <RobotView deviceId={deviceId} />
      ) : (
        <Card>
          <Empty
            description={
              <Typography.Text type="secondary">选择一台机器人，查看它的实时画面与位置</Typography.Text>
            }
            style={{ padding: 48 }}
          >
            <RobotPicker onChange={pick} />
          </Empty>
        </Card>
      )}
    </PageContainer>
  );
}
