import { Button, Popconfirm, Segmented, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ALARM_KIND_NAMES, ALARM_KINDS, type Alarm, type AlarmKind } from '../../shared/api/monitoring';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { useAcknowledge, useAlarms } from './monitoring-queries';
import { remoteViewOf } from './remote-view-path';
import { AlarmKindTag } from './robot-cells';

const at = (time: string) => dayjs(time).format('MM-DD HH:mm:ss');

function alarmDetail(alarm: Alarm): string {
  const { detail } = alarm;
  if (alarm.kind === 'LOW_BATTERY' && detail.battery != null) return `电量 ${detail.battery}%`;
  if (alarm.kind === 'KEY_EXPIRING' && detail.expiresAt)
    return `${dayjs(detail.expiresAt).format('YYYY.MM.DD')} 到期`;
  if (alarm.kind === 'OFFLINE' && detail.lastSeenAt) return `最后上报 ${at(detail.lastSeenAt)}`;
  return '';
}

interface AlarmPanelProps {
  projectId?: string;
  /** One robot's alarms (the remote view); the robot column is left out. */
  deviceId?: string;
  pageSize?: number;
}

/** Alarms, open or ended: when each began and ended, and who acknowledged it (确认). */
export function AlarmPanel({ projectId, deviceId, pageSize = 8 }: AlarmPanelProps) {
  const [open, setOpen] = useState(true);
  const [kind, setKind] = useState<AlarmKind | 'ALL'>('ALL');
  const [pageNo, setPageNo] = useState(0);
  const filters = { projectId, deviceId, open, kind: kind === 'ALL' ? undefined : kind };
  const alarms = useAlarms(filters, pageNo, pageSize);
  const acknowledge = useAcknowledge();

  const columns: TableColumnsType<Alarm> = [
    ...(deviceId
      ? []
      : [
          {
            title: '机器人',
            ellipsis: true,
            render: (_: unknown, alarm: Alarm) => (
              <Tooltip title={alarm.projectName}>
                <Link to={remoteViewOf(alarm.deviceId)}>{alarm.deviceName}</Link>
              </Tooltip>
            ),
          },
        ]),
    {
      title: '告警',
      width: 200,
      render: (_, alarm) => (
        <span>
          <AlarmKindTag kind={alarm.kind} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {alarmDetail(alarm)}
          </Typography.Text>
        </span>
      ),
    },
    { title: '开始', width: 130, render: (_, alarm) => at(alarm.beganAt) },
    ...(open
      ? []
      : [
          {
            title: '结束',
            width: 130,
            render: (_: unknown, alarm: Alarm) => (alarm.endedAt ? at(alarm.endedAt) : '—'),
          },
        ]),
    {
      title: '确认',
      width: 150,
      render: (_, alarm) =>
        alarm.acknowledgedAt ? (
          <Tooltip title={`${at(alarm.acknowledgedAt)} 确认`}>
            <Typography.Text type="secondary">{alarm.acknowledgedByName ?? '已确认'}</Typography.Text>
          </Tooltip>
        ) : (
          <Popconfirm
            title="确认这条告警？"
            description="确认后记下你的名字和时间，告警在情况恢复后结束。"
            okText="确认"
            cancelText="取消"
            onConfirm={() => acknowledge.mutateAsync(alarm.id)}
          >
            <Button size="small" type="link" style={{ paddingInline: 0 }}>
              确认
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <Segmented
          aria-label="告警状态"
          value={open ? 'open' : 'ended'}
          options={[
            { value: 'open', label: '进行中' },
            { value: 'ended', label: '历史' },
          ]}
          onChange={(value) => {
            setOpen(value === 'open');
            setPageNo(0);
          }}
        />
        <Segmented
          aria-label="告警类型"
          value={kind}
          options={[
            { value: 'ALL', label: '全部' },
            ...ALARM_KINDS.map((value) => ({ value, label: ALARM_KIND_NAMES[value] })),
          ]}
          onChange={(value) => {
            setKind(value as AlarmKind | 'ALL');
            setPageNo(0);
          }}
        />
      </div>
      <Table<Alarm>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={alarms.data?.content ?? []}
        loading={alarms.isLoading}
        pagination={{
          current: pageNo + 1,
          pageSize,
          total: alarms.data?.totalElements ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (current) => setPageNo(current - 1),
        }}
        locale={{
          emptyText: (
            <EmptyPlaceholder
              height={160}
              size="small"
              text={open ? '没有进行中的告警，一切正常' : '还没有告警记录'}
            />
          ),
        }}
      />
    </div>
  );
}
