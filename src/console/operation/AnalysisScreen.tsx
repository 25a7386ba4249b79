import {
  CheckCircleOutlined,
  CommentOutlined,
  DownloadOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Progress, Row, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  OPERATION_API,
  type OperationFilter,
  type QaAnalysis,
  type RobotFigures,
} from '../../shared/api/operation';
import { formatMagnitude } from '../../shared/format/number';
import { CHART_COLORS } from '../charts/chart-theme';
import { EChart } from '../charts/EChart';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { dailyOption, robotOption } from './analysis-option';
import { FigureRow } from './FigureRow';
import { daysOf, hourHeatOption } from './hour-heat-option';
import { useOperationFilter } from './OperationFilters';
import { OperationFrame } from './OperationFrame';
import { downloadReport, filterQuery, type TurnFocus, useQaAnalysis } from './operation-api';
import { type Ranked, TopRanking } from './TopRanking';
import { TurnsDrawer } from './TurnsDrawer';

const [BLUE, TEAL, ORANGE, PURPLE, RED] = CHART_COLORS;

const ranked = (questions: QaAnalysis['topQuestions']): Ranked[] =>
  questions.map(({ question, count }) => ({ name: question, count }));

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

/** A drill-down: the turns it shows, and the drawer's title. */
interface Drill {
  title: string;
  focus: TurnFocus;
}

function AnalysisFigures({ data }: { data: QaAnalysis }) {
  return (
    <FigureRow
      figures={[
        {
          title: '访客提问',
          value: formatMagnitude(data.conversations),
          hint: '机器人这段时间听到的问题',
          icon: <MessageOutlined />,
          accent: BLUE,
        },
        {
          title: '对话场次',
          value: formatMagnitude(data.sessions),
          hint: '一次接待中的连续问答算一场',
          icon: <CommentOutlined />,
          accent: PURPLE,
        },
        {
          title: '回答率',
          value: percent(data.conversations - data.unknown, data.conversations),
          hint: '由问答库、技能等给出答案的问题',
          icon: <CheckCircleOutlined />,
          accent: TEAL,
        },
        {
          title: '兜底率',
          value: percent(data.unknown, data.conversations),
          hint: `${formatMagnitude(data.unknown)} 个问题只得到兜底回复`,
          icon: <QuestionCircleOutlined />,
          accent: RED,
        },
      ]}
    />
  );
}

function RobotComparison({ robots, onDrill }: { robots: RobotFigures[]; onDrill(drill: Drill): void }) {
  const chart = useMemo(() => robotOption(robots), [robots]);
  const drill = (robot: RobotFigures) =>
    onDrill({ title: `${robot.robotName} 听到的提问`, focus: { deviceId: robot.deviceId } });
  const columns: TableColumnsType<RobotFigures> = [
    {
      title: '机器人',
      dataIndex: 'robotName',
      render: (name: string, robot) => <Typography.Link onClick={() => drill(robot)}>{name}</Typography.Link>,
    },
    { title: '提问数', dataIndex: 'conversations', width: 100, render: formatMagnitude },
    { title: '未回答', dataIndex: 'unknown', width: 100, render: formatMagnitude },
    {
      title: '回答率',
      key: 'rate',
      width: 180,
      render: (_, robot) => (
        <Progress
          percent={Math.round(
            ((robot.conversations - robot.unknown) / Math.max(1, robot.conversations)) * 100,
          )}
          size="small"
          strokeColor={TEAL}
        />
      ),
    },
  ];
  const ordered = [...robots].reverse();
  return (
    <Card
      title="各机器人对比"
      extra={<Typography.Text type="secondary">点击机器人查看它听到的提问</Typography.Text>}
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={11}>
          <EChart
            option={chart}
            label="各机器人已回答与未回答的提问数"
            height={Math.max(180, robots.length * 36 + 60)}
            onItemClick={(item) => drill(ordered[item.dataIndex])}
          />
        </Col>
        <Col xs={24} xl={13}>
          <Table rowKey="deviceId" columns={columns} dataSource={robots} pagination={false} size="middle" />
        </Col>
      </Row>
    </Card>
  );
}

function AnalysisSections({
  data,
  filter,
  onDrill,
}: {
  data: QaAnalysis;
  filter: OperationFilter;
  onDrill(drill: Drill): void;
}) {
  const daily = useMemo(() => dailyOption(data.days), [data.days]);
  const days = useMemo(() => daysOf(filter.from, filter.to), [filter.from, filter.to]);
  const heat = useMemo(() => hourHeatOption(days, data.hours, '个提问'), [days, data.hours]);
  if (data.conversations === 0)
    return (
      <Card>
        <EmptyPlaceholder text="这段时间机器人还没有听到提问，换个时间范围或机器人看看" />
      </Card>
    );
  const pickQuestion = (unknown: boolean) => (question: string) =>
    onDrill({
      title: `「${question}」${unknown ? '未回答' : ''}的提问`,
      focus: { question, ...(unknown ? { unknown: true } : {}) },
    });
  return (
    <>
      <AnalysisFigures data={data} />
      <Card
        title="每日提问"
        extra={<Typography.Text type="secondary">点击柱子查看当天的提问</Typography.Text>}
      >
        <EChart
          option={daily}
          label="每天已回答与未回答的提问数，以及回答率"
          height={300}
          onItemClick={(item) => {
            const date = data.days[item.dataIndex].date;
            const unknown = item.seriesName === '未回答';
            onDrill({
              title: `${date} ${unknown ? '未回答' : ''}的提问`,
              focus: { date, ...(unknown ? { unknown: true } : {}) },
            });
          }}
        />
      </Card>
      <Card
        title="访问高峰"
        extra={
          <Typography.Text type="secondary">每天各时段的提问数，点击格子查看那一小时的提问</Typography.Text>
        }
      >
        <EChart
          option={heat}
          label="按日期和小时的提问数热力图"
          height={Math.max(220, days.length * 26 + 90)}
          onItemClick={(item) => {
            const [hour, day] = item.value as [number, number];
            onDrill({
              title: `${days[day]} ${hour}:00–${hour + 1}:00 的提问`,
              focus: { date: days[day], hour },
            });
          }}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={8}>
          <TopRanking
            title="热门问题"
            items={ranked(data.topQuestions)}
            color={BLUE}
            empty="暂无相关结果"
            onPick={pickQuestion(false)}
          />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <TopRanking
            title="热门未回答问题"
            extra={
              data.unknown > 0 && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onDrill({ title: '未回答的提问', focus: { unknown: true } })}
                >
                  全部未回答
                </Button>
              )
            }
            items={ranked(data.topUnknown)}
            color={ORANGE}
            empty="这段时间的问题机器人都答上了"
            onPick={pickQuestion(true)}
          />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <TopRanking
            title="热门意图"
            extra={<Typography.Text type="secondary">意图与商店技能</Typography.Text>}
            items={data.topIntents.map(({ intent, count }) => ({ name: intent, count }))}
            color={PURPLE}
            empty="这段时间访客的提问没有用到意图或技能"
            onPick={(intent) => onDrill({ title: `意图「${intent}」的提问`, focus: { intent } })}
          />
        </Col>
      </Row>
      <RobotComparison robots={data.robots} onDrill={onDrill} />
    </>
  );
}

function Analysis({ projectId }: { projectId: string }) {
  const { message } = App.useApp();
  const { filter, bar } = useOperationFilter(projectId);
  const analysis = useQaAnalysis(filter);
  // The last drill stays while the drawer closes, so its title does not blank mid-animation.
  const [drill, setDrill] = useState<Drill | null>(null);
  const [drilling, setDrilling] = useState(false);
  const openDrill = (next: Drill) => {
    setDrill(next);
    setDrilling(true);
  };
  const [exporting, setExporting] = useState(false);
  const exportReport = async () => {
    setExporting(true);
    try {
      await downloadReport(
        OPERATION_API.analysisExport,
        filterQuery(filter),
        `问答分析-${filter.from}至${filter.to}.xlsx`,
      );
      void message.success('已导出');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex vertical gap={16}>
      {bar(
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={!analysis.data || analysis.data.conversations === 0}
          onClick={() => void exportReport().catch(() => undefined)}
        >
          导出 Excel
        </Button>,
      )}
      {analysis.data ? (
        <AnalysisSections data={analysis.data} filter={filter} onDrill={openDrill} />
      ) : (
        <Card loading style={{ minHeight: 320 }} />
      )}
      <TurnsDrawer
        filter={filter}
        title={drill?.title ?? ''}
        focus={drilling ? (drill?.focus ?? null) : null}
        onClose={() => setDrilling(false)}
      />
    </Flex>
  );
}

/** /home/operation-platform/analysis/:projectID? — 问答分析: what visitors ask and how the robots answer. */
export default function AnalysisScreen() {
  return (
    <OperationFrame
      page="analysis"
      title="问答分析"
      summary="从提问量、回答率、访问高峰与热点问题看清机器人的对话效果，每个数字都能点开看到背后的提问。"
    >
      {(projectId) => <Analysis key={projectId} projectId={projectId} />}
    </OperationFrame>
  );
}
