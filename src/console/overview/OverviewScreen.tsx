import {
  AppstoreOutlined,
  BookOutlined,
  DesktopOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CHART_COLORS } from '../charts/chart-theme';
import { EChart } from '../charts/EChart';
import { FigureCard } from '../charts/FigureCard';
import { RefreshStatus } from '../charts/RefreshStatus';
import { parseProjectID } from '../project/project-id';
import { useMayOpen } from '../routes/route-access';
import { PageContainer } from '../shell/PageContainer';
import { GettingStarted } from './GettingStarted';
import styles from './OverviewScreen.module.css';
import {
  type Figure,
  type FigureIcon,
  holdingFigures,
  isNewProject,
  isQuietWeek,
  todayFigures,
} from './overview-figures';
import { overviewLinks } from './overview-links';
import { OVERVIEW_REFRESH_MS, useProjectOverview } from './overview-queries';
import { trendOption } from './trend-option';

const [BLUE, TEAL, ORANGE, PURPLE, RED, CYAN] = CHART_COLORS;
const ICONS: Record<FigureIcon, { icon: ReactNode; accent: string }> = {
  robot: { icon: <RobotOutlined />, accent: BLUE },
  screen: { icon: <DesktopOutlined />, accent: PURPLE },
  qa: { icon: <BookOutlined />, accent: TEAL },
  skill: { icon: <AppstoreOutlined />, accent: ORANGE },
  conversation: { icon: <MessageOutlined />, accent: BLUE },
  unknown: { icon: <QuestionCircleOutlined />, accent: RED },
  visitor: { icon: <TeamOutlined />, accent: CYAN },
};

function FigureCards({ figures }: { figures: Figure[] }) {
  const mayOpen = useMayOpen();
  return figures.map((figure) => (
    <FigureCard
      key={figure.key}
      title={figure.title}
      value={figure.value}
      suffix={figure.suffix}
      hint={figure.hint}
      {...ICONS[figure.key]}
      to={figure.to}
      disabledReason={mayOpen(figure.to) ? undefined : `暂无${figure.area}的权限，请联系企业管理员开通`}
    />
  ));
}

/** /home/project-management/:projectID/overview — 概览: the project's robots, content and today. */
export default function OverviewScreen() {
  const { projectID = '' } = useParams();
  const projectId = parseProjectID(projectID).id;
  const overview = useProjectOverview(projectId);
  const links = useMemo(() => overviewLinks(projectID), [projectID]);
  const mayOpen = useMayOpen();
  const data = overview.data;
  const chart = useMemo(() => (data ? trendOption(data.days) : null), [data]);

  let content: ReactNode;
  if (data && chart) {
    content = (
      <Flex vertical gap={16}>
        {isNewProject(data) && <GettingStarted overview={data} links={links} />}
        <div className={styles.holdings}>
          <FigureCards figures={holdingFigures(data, links)} />
        </div>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Card
              title="近 7 日对话与访客"
              extra={mayOpen(links.analysis) && <Link to={links.analysis}>问答分析</Link>}
              style={{ height: '100%' }}
            >
              <EChart
                option={chart}
                label="近 7 日每天的对话数与访客数"
                height={326}
                overlay={
                  isQuietWeek(data) && (
                    <Typography.Text type="secondary">
                      近 7 天还没有对话和访客，机器人上岗后这里会画出每天的走势。
                    </Typography.Text>
                  )
                }
              />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <div className={styles.today}>
              <FigureCards figures={todayFigures(data, links)} />
            </div>
          </Col>
        </Row>
      </Flex>
    );
  } else if (overview.isError) {
    content = (
      <Card>
        <Result
          status="warning"
          title="概览数据加载失败"
          subTitle={overview.error.message}
          extra={
            <Button type="primary" onClick={() => void overview.refetch()}>
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
            概览
          </Typography.Title>
          <Typography.Text type="secondary">
            项目的设备、内容与今天的对话，点击卡片进入对应功能。
          </Typography.Text>
        </div>
        <RefreshStatus
          updatedAt={overview.dataUpdatedAt}
          fetching={overview.isFetching}
          failed={overview.isError && !!data}
          everySeconds={OVERVIEW_REFRESH_MS / 1000}
          onRefresh={() => void overview.refetch()}
        />
      </Flex>
      {content}
    </PageContainer>
  );
}
