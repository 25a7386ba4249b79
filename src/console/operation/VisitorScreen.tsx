import {
  ClockCircleOutlined,
  DownloadOutlined,
  MessageOutlined,
  SmileOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  App,
  Avatar,
  Button,
  Card,
  Flex,
  Segmented,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import {
  OPERATION_API,
  VISITOR_WHO,
  VISITOR_WHO_LABELS,
  type VisitorCounts,
  type VisitorRecord,
  type VisitorWho,
} from '../../shared/api/operation';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { formatMagnitude } from '../../shared/format/number';
import { CHART_COLORS } from '../charts/chart-theme';
import { EChart } from '../charts/EChart';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { type Paging, tablePaging } from '../components/table-paging';
import { FigureRow } from './FigureRow';
import { daysOf, hourHeatOption } from './hour-heat-option';
import { useOperationFilter } from './OperationFilters';
import { OperationFrame } from './OperationFrame';
import styles from './OperationScreens.module.css';
import { downloadReport, useVisitorPage, visitorQuery } from './operation-api';
import { formatDwell } from './visitor-format';

const [BLUE, TEAL, ORANGE, , , CYAN] = CHART_COLORS;

/** The visitor: their snapshot when the robot sent one, their name or library when recognised. */
function Visitor({ visit }: { visit: VisitorRecord }) {
  const photo = visit.photoUrl ? (
    <img src={visit.photoUrl} alt={visit.personName ?? '访客抓拍'} className={styles.photo} />
  ) : (
    <Avatar shape="square" size={40} icon={<UserOutlined />} className={styles.noPhoto} />
  );
  if (!visit.recognisedAs)
    return (
      <Flex align="center" gap={10}>
        {photo}
        <Tag>陌生访客</Tag>
      </Flex>
    );
  return (
    <Flex align="center" gap={10}>
      {photo}
      <Flex vertical gap={2}>
        <Typography.Text strong>{visit.personName ?? '熟人'}</Typography.Text>
        <Tooltip title={`从人脸库「${visit.recognisedAs}」识别`}>
          <Tag color="green" icon={<SmileOutlined />} bordered={false} style={{ marginInlineEnd: 0 }}>
            {visit.recognisedAs}
          </Tag>
        </Tooltip>
      </Flex>
    </Flex>
  );
}

const COLUMNS: TableColumnsType<VisitorRecord> = [
  {
    title: '到访时间',
    dataIndex: 'arrivedAt',
    width: 170,
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
  },
  { title: '访客', key: 'visitor', width: 200, render: (_, visit) => <Visitor visit={visit} /> },
  { title: '接待机器人', dataIndex: 'robotName', width: 150 },
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
          hint: `其余 ${formatMagnitude(counts.visits - counts.recognised)} 人次是陌生访客`,
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
  const { message } = App.useApp();
  const [paging, setPaging] = useState<Paging>({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [who, setWho] = useState<VisitorWho>();
  const firstPage = () => setPaging((current) => ({ ...current, pageNo: 0 }));
  const { filter, bar } = useOperationFilter(projectId, firstPage);
  const visitors = useVisitorPage(filter, who, paging);
  const data = visitors.data;
  const days = useMemo(() => daysOf(filter.from, filter.to), [filter.from, filter.to]);
  const heat = useMemo(() => hourHeatOption(days, data?.hours ?? [], '人次'), [days, data?.hours]);
  const [exporting, setExporting] = useState(false);
  const exportVisits = async () => {
    setExporting(true);
    try {
      await downloadReport(
        OPERATION_API.visitorsExport,
        visitorQuery(filter, who),
        `访客记录-${filter.from}至${filter.to}.xlsx`,
      );
      void message.success('已导出');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex vertical gap={16}>
      {bar(
        <>
          <Segmented<VisitorWho | 'ALL'>
            aria-label="访客类型"
            value={who ?? 'ALL'}
            options={[
              { value: 'ALL', label: '全部访客' },
              ...VISITOR_WHO.map((value) => ({ value, label: VISITOR_WHO_LABELS[value] })),
            ]}
            onChange={(value) => {
              setWho(value === 'ALL' ? undefined : value);
              firstPage();
            }}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!data || data.totalElements === 0}
            onClick={() => void exportVisits().catch(() => undefined)}
          >
            导出 Excel
          </Button>
        </>,
      )}
      {data ? <VisitorFigures counts={data.counts} /> : <Card loading style={{ minHeight: 120 }} />}
      <Card
        title="到访时段"
        extra={<Typography.Text type="secondary">每天各时段的访客人次，颜色越深人越多</Typography.Text>}
      >
        <EChart
          option={heat}
          label="按日期和小时的访客人次热力图"
          height={Math.max(220, days.length * 26 + 90)}
          overlay={
            data?.totalElements === 0 && <Typography.Text type="secondary">这段时间没有访客</Typography.Text>
          }
        />
      </Card>
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
      summary="机器人接待过的每一位访客：何时来、是熟人还是陌生访客、停留多久、问了什么。"
    >
      {(projectId) => <VisitorRecords key={projectId} projectId={projectId} />}
    </OperationFrame>
  );
}
