import {
  CheckCircleOutlined,
  CommentOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Progress, Row, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { QaAnalysis, RobotFigures } from '../../shared/api/operation';
import { formatMagnitude } from '../../shared/format/number';
import { CHART_COLORS } from '../charts/chart-theme';
import { EChart } from '../charts/EChart';

import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { dailyOption } from './analysis-option';
import { FigureRow } from './FigureRow';
import { useOperationFilter } from './OperationFilters';
import { OperationFrame } from './OperationFrame';
import { useQaAnalysis } from './operation-api';
import { TopQuestions } from './TopQuestions';

const [BLUE, TEAL, ORANGE, PURPLE, RED] = CHART_COLORS;

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

const ROBOT_COLUMNS: TableColumnsType<RobotFigures> = [
  { title: '机器人', dataIndex: 'robotName' },
  { title: '提问数', dataIndex: 'conversations', width: 120, render: formatMagnitude },
  { title: '未回答', dataIndex: 'unknown', width: 120, render: formatMagnitude },
  {
    title: '回答率',
    key: 'rate',
    width: 220,
    render: (_, robot) => (
      <Progress
        percent={Math.round(((robot.conversations - robot.unknown) / Math.max(1, robot.conversations)) * 100)}
        size="small"
        strokeColor={TEAL}
      />
    ),
  },
];

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

function AnalysisSections({ data }: { data: QaAnalysis }) {
  const chart = useMemo(() => dailyOption(data.days), [data.days]);
  if (data.conversations === 0)
    return (
      <Card>
        <EmptyPlaceholder text="这段时间机器人还没有听到提问，换个时间范围或机器人看看" />
      </Card>
    );
  return (
    <>
      <AnalysisFigures data={data} />
      <Card title="每日提问">
        <EChart option={chart} label="每天已回答与未回答的提问数，以及回答率" height={300} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TopQuestions title="热门问题" questions={data.topQuestions} color={BLUE} empty="暂无相关结果" />
        </Col>
        <Col xs={24} xl={12}>
          <TopQuestions
            title="热门未回答问题"
            questions={data.topUnknown}
            color={ORANGE}
            empty="这段时间的问题机器人都答上了"
          />
        </Col>
      </Row>
      <Card title="各机器人对比">
        <Table
          rowKey="deviceId"
          columns={ROBOT_COLUMNS}
          dataSource={data.robots}
          pagination={false}
          size="middle"
        />
      </Card>
    </>
  );
}

function Analysis({ projectId }: { projectId: string }) {
  const { filter, bar } = useOperationFilter(projectId);
  const analysis = useQaAnalysis(filter);
  return (
    <Flex vertical gap={16}>
      {bar()}
      {analysis.data ? (
        <AnalysisSections data={analysis.data} />
      ) : (
        <Card loading style={{ minHeight: 320 }} />
      )}
    </Flex>
  );
}

/** /home/operation-platform/analysis/:projectID? — 问答分析: what visitors ask and how the robots answer. */
export default function AnalysisScreen() {
  return (
    <OperationFrame
      page="analysis"
      title="问答分析"
      summary="从提问量、回答率与热点问题看清机器人的对话效果。"
    >
      {(projectId) => <Analysis key={projectId} projectId={projectId} />}
    </OperationFrame>
  );
}
