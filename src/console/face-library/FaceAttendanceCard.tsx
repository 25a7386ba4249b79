import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Calendar, Card, DatePicker, Flex, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  ATTENDANCE_STATUS_NAMES,
  type AttendanceRow,
  type AttendanceStatus,
} from '../../shared/api/face-attendance';
import type { FaceGroupSummary } from '../../shared/api/face-groups';
import { saveFile } from '../components/save-file';
import { usePromptFlags } from '../tutorial/use-prompt-flags';
import { faceAttendanceApi } from './face-attendance-api';
import { FACE_PEOPLE_KEYS } from './face-person-api';
import { isoWeekdayOf, workDaysText } from './face-work-days';

const STATUS_COLORS: Record<AttendanceStatus, string> = {
  NORMAL: 'green',
  PRESENT: 'green',
  LATE: 'orange',
  EARLY_LEAVE: 'orange',
  LATE_EARLY: 'volcano',
  ABSENT: 'red',
  REST: 'default',
};
const clock = (iso: string | null) => (iso ? dayjs(iso).format('HH:mm') : '—');

const columns = [
  { title: '姓名', dataIndex: 'name', key: 'name' },
  { title: '工号', dataIndex: 'staffNumber', key: 'staffNumber', render: (value: string) => value || '—' },
  { title: '签到', key: 'checkIn', render: (_: unknown, row: AttendanceRow) => clock(row.checkIn) },
  { title: '签退', key: 'checkOut', render: (_: unknown, row: AttendanceRow) => clock(row.checkOut) },
  {
    title: '状态',
    key: 'status',
    render: (_: unknown, row: AttendanceRow) =>
      row.status ? <Tag color={STATUS_COLORS[row.status]}>{ATTENDANCE_STATUS_NAMES[row.status]}</Tag> : '—',
  },
];

/** How attendance works, on the first visit (faceAttendancePrompt) until the operator has read it. */
function AttendancePrompt() {
  const prompts = usePromptFlags();
  if (!prompts.flags.faceAttendancePrompt) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="考勤来自机器人的人脸识别"
      description="机器人每天第一次认出某人记为签到，最后一次记为签退；设置了上下班时间的人脸库，会在工作日据此标出迟到、早退与缺勤，其余日子记为休息。"
      action={
        <Button size="small" type="primary" onClick={() => prompts.set('faceAttendancePrompt')}>
          知道了
        </Button>
      }
    />
  );
}

/** The 考勤 card of a face group: one day's people, the month's calendar, the month as xlsx. */
export function FaceAttendanceCard({ group }: { group: FaceGroupSummary }) {
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const month = date.format('YYYY-MM');
  // Under the people's keys: adding or removing a person refreshes the attendance too.
  const day = useQuery({
    queryKey: [...FACE_PEOPLE_KEYS.all, 'attendance', group.id, date.format('YYYY-MM-DD')],
    queryFn: () => faceAttendanceApi.day(group.id, date.format('YYYY-MM-DD')),
  });
  const monthCounts = useQuery({
    queryKey: [...FACE_PEOPLE_KEYS.all, 'attendance', group.id, month],
    queryFn: () => faceAttendanceApi.month(group.id, month),
  });
  const download = useMutation({
    mutationFn: () => faceAttendanceApi.exportXlsx(group.id, month),
    onSuccess: (blob) => saveFile(blob, `${group.name}考勤${month}.xlsx`),
  });
  const countsOf = (cell: Dayjs) =>
    monthCounts.data?.days.find((entry) => entry.date === cell.format('YYYY-MM-DD'));
  return (
    <Card
      title="考勤"
      style={{ marginTop: 16 }}
      extra={
        <Space>
          <Typography.Text type="secondary">
            {group.workStart
              ? `${workDaysText(group.workDays)} · 上班 ${group.workStart} · 下班 ${group.workEnd}`
              : '未设上下班时间（编辑人脸库可设置）'}
          </Typography.Text>
          <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
            导出{date.format('M')}月考勤
          </Button>
        </Space>
      }
    >
      <AttendancePrompt />
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 420px' }}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Space>
              <Typography.Text strong>{date.format('YYYY年M月D日')}</Typography.Text>
              {day.data?.workDay === false && <Tag>休息日</Tag>}
            </Space>
            <DatePicker value={date} allowClear={false} onChange={(value) => value && setDate(value)} />
          </Flex>
          <Table<AttendanceRow>
            rowKey="personId"
            size="small"
            columns={columns}
            dataSource={day.data?.rows}
            loading={day.isFetching}
            pagination={false}
            locale={{ emptyText: '这个人脸库还没有人员' }}
          />
        </div>
        <div style={{ flex: '1 1 360px' }}>
          <Calendar
            fullscreen={false}
            value={date}
            onSelect={(value) => setDate(value)}
            cellRender={(cell, info) => {
              if (info.type !== 'date') return info.originNode;
              if (!group.workDays.includes(isoWeekdayOf(cell)))
                return (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    休
                  </Typography.Text>
                );
              const counts = countsOf(cell);
              if (!counts || (!counts.late && !counts.absent)) return null;
              return (
                <Badge
                  status={counts.absent ? 'error' : 'warning'}
                  title={`迟到${counts.late} 缺勤${counts.absent}`}
                />
              );
            }}
          />
        </div>
      </Flex>
    </Card>
  );
}
