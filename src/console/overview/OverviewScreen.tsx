import {
  AppstoreOutlined,
  BookOutlined,
  DesktopOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ProjectOverview } from '../../shared/api/overview';
import { CHART_COLORS } from '../charts/chart-theme';
import { EChart } from '../charts/EChart';
import { FigureCard } from '../charts/FigureCard';
import { LiveDashboard } from '../charts/LiveDashboard';
import { parseProjectID } from '../project/project-id';
import { useMayOpen } from '../routes/route-access';
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
import { type OverviewLinks, overviewLinks } from './overview-links';
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

/** The project's figures and the week's chart, as of one answer of the overview call. */
function OverviewSections({ data, links }: { data: ProjectOverview; links: OverviewLinks }) {
  const mayOpen = useMayOpen();
  const chart = useMemo(() => trendOption(data.days), [data.days]);
  return (
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
}

/** /home/project-management/:projectID/overview — 概览: the project's robots, content and today. */
export default function OverviewScreen() {
  const { projectID = '' } = useParams();
  const overview = useProjectOverview(parseProjectID(projectID).id);
  const links = useMemo(() => overviewLinks(projectID), [projectID]);
  return (
    <LiveDashboard
      title="概览"
      summary="项目的设备、内容与今天的对话，点击卡片进入对应功能。"
      query={overview}
      everySeconds={OVERVIEW_REFRESH_MS / 1000}
      failedTitle="概览数据加载失败"
    >
      {(data) => <OverviewSections data={data} links={links} />}
    </LiveDashboard>
  );
}
