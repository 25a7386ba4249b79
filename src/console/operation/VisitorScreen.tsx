import { ClockCircleOutlined, MessageOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Flex, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { VisitorCounts, VisitorRecord } from '../../shared/api/operation';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { formatMagnitude } from '../../shared/format/number';
import { CHART_COLORS } from '../charts/chart-theme';

import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { type Paging, tablePaging } from '../components/table-paging';
import { FigureRow } from './FigureRow';
import { useOperationFilter } from './OperationFilters';
import { OperationFrame } from './OperationFrame';
import styles from './OperationScreens.module.css';
import { useVisitorPage } from './operation-api';
import { formatDwell } from './visitor-format';

const [BLUE, TEAL, ORANGE, , , CYAN] = CHART_COLORS;

const COLUMNS: TableColumnsType<VisitorRecord> = [
  {
    title: '到访时间',
    dataIndex: 'arrivedAt',
    width: 170,
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
  },
  { title: '接待机器人', dataIndex: 'robotName', width: 160 },
  {
    title: '访客',
    dataIndex: 'recognisedAs',
    width: 150,
    render: (group: string | null) =>
      group ? (
        <Tooltip title={`从人脸库「${group}」识别`}>
          <Tag color="green" icon={<SmileOutlined />}>
            熟人 · {group}
          </Tag>
        </Tooltip>
      ) : (
        <Tag>陌生访客</Tag>
      ),
  },
  { title: '停留时长', dataIndex: 'dwellSeconds', width: 110, render: formatDwell },
  {
    title: '提问',
    key: 'questions',
    render: (_, visit) =>
      visit.questionCount === 0 ? (
        <Typography.Text type="secondary">没有提问</Typography.Text>
      ) : (
        <Flex gap={6} wrap align="center">
          {[...new Set(visit.questions)].map((question) => (
            <Tag key={question} bordered={false} color="blue" className={styles.question}>
              {question}
            </Tag>
          ))}
          {visit.questionCount > visit.questions.length && (
            <Typography.Text type="secondary">等 {visit.questionCount} 个问题</Typography.Text>
          )}
        </Flex>
      ),
  },
];

function VisitorFigures({ counts }: { counts: VisitorCounts }) {
  return (
    <FigureRow
      figures={[
        {
          title: '访客人次',
          value: formatMagnitude(counts.visits),
          hint: '机器人注意到并上前接待的次数',
          icon: <TeamOutlined />,
          accent: CYAN,
        },
        {
          title: '识别到的熟人',
          value: formatMagnitude(counts.recognised),
          hint: '从人脸库认出的访客',
          icon: <SmileOutlined />,
          accent: TEAL,
        },
        {
          title: '访客提问',
          value: formatMagnitude(counts.questions),
          hint: '这段时间机器人听到的问题',
          icon: <MessageOutlined />,
          accent: BLUE,
        },
        {
          title: '平均停留',
          value: formatDwell(counts.averageDwellSeconds),
          hint: '每位访客在机器人前停留的时长',
          icon: <ClockCircleOutlined />,
          accent: ORANGE,
        },
      ]}
    />
  );
}

function VisitorRecords({ projectId }: { projectId: string }) {
  const [paging, setPaging] = useState<Paging>({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const { filter, bar } = useOperationFilter(projectId, () =>
    setPaging((current) => ({ ...current, pageNo: 0 })),
  );
  const visitors = useVisitorPage(filter, paging);
  const data = visitors.data;
  return (
    <Flex vertical gap={16}>
      {bar()}
      {data && <VisitorFigures counts={data.counts} />}
      <Card title="访客明细">
        <Table
          rowKey="id"
          columns={COLUMNS}
          dataSource={data?.content ?? []}
          loading={visitors.isFetching}
          pagination={tablePaging(paging, data?.totalElements ?? 0, setPaging)}
          locale={{
            emptyText: (
              <EmptyPlaceholder height={320}>
                <Typography.Text type="secondary">
                  这段时间机器人还没有接待访客，换个时间范围或机器人看看
                </Typography.Text>
              </EmptyPlaceholder>
            ),
          }}
        />
      </Card>
    </Flex>
  );
}

/** /home/operation-platform/visitor/:projectID? — 访客记录: who the project's robots received. */
export default function VisitorScreen() {
  return (
    <OperationFrame
      page="visitor"
      title="访客记录"
      summary="机器人接待过的每一位访客：何时来、停留多久、问了什么。"
    >
      {(projectId) => <VisitorRecords key={projectId} projectId={projectId} />}
    </OperationFrame>
  );
}
