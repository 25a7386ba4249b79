import { Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { MonitoredRobot } from '../../shared/api/monitoring';
import type { Page } from '../../shared/api/paging';
import { MSG } from '../../shared/messages';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { remoteViewOf } from './remote-view-path';
import { RobotAlarms, RobotBattery, RobotPosition, RobotState } from './robot-cells';
import { lastSeenText } from './robot-times';

interface RobotTableProps {
  page: Page<MonitoredRobot> | undefined;
  loading: boolean;
  filtered: boolean;
  onPage(pageNo: number, pageSize: number): void;
}

/** The fleet's robots, one row each, kept current by the feed; each name opens its remote view. */
export function RobotTable({ page, loading, filtered, onPage }: RobotTableProps) {
  return (
    <Table<MonitoredRobot>
      rowKey="id"
      size="middle"
      columns={COLUMNS}
      dataSource={page?.content ?? []}
      loading={loading}
      scroll={{ x: 1000 }}
      pagination={{
        current: (page?.number ?? 0) + 1,
        pageSize: page?.size ?? 10,
        total: page?.totalElements ?? 0,
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 台`,
        onChange: (current, size) => onPage(current - 1, size),
      }}
      locale={{
        emptyText: (
          <EmptyPlaceholder
            height={200}
            size="small"
            text={filtered ? MSG.emptyResult : MSG.emptyRobotPlanet}
          />
        ),
      }}
    />
  );
}

/** The columns never change: a feed batch re-renders the rows, not the table's set-up. */
const COLUMNS: TableColumnsType<MonitoredRobot> = [
  {
    title: '机器人',
    dataIndex: 'name',
    ellipsis: true,
    render: (_, robot) => <Link to={remoteViewOf(robot.id)}>{robot.name}</Link>,
  },
  { title: '项目', dataIndex: 'projectName', ellipsis: true, width: 160 },
  { title: '状态', width: 90, render: (_, robot) => <RobotState state={robot.state} /> },
  { title: '电量', width: 130, render: (_, robot) => <RobotBattery robot={robot} /> },
  { title: '位置', width: 190, render: (_, robot) => <RobotPosition robot={robot} /> },
  {
    title: '当前页面',
    width: 130,
    ellipsis: true,
    render: (_, robot) =>
      robot.currentPage ? (
        (robot.currentPageName ?? robot.currentPage)
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
  {
    title: '最后上报',
    width: 130,
    render: (_, robot) =>
      robot.lastSeenAt ? (
        <Tooltip title={dayjs(robot.lastSeenAt).format('YYYY.MM.DD HH:mm:ss')}>
          <span>{lastSeenText(robot.lastSeenAt, Date.now())}</span>
        </Tooltip>
      ) : (
        <Typography.Text type="secondary">从未上线</Typography.Text>
      ),
  },
  { title: '告警', width: 170, render: (_, robot) => <RobotAlarms kinds={robot.openAlarms} /> },
];
