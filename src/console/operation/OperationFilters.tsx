import { Card, DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { DEFAULT_PERIOD_DAYS, MAX_PERIOD_DAYS } from '../../shared/api/operation';
import { useOperationRobots } from './operation-api';

export interface Period {
  from: string;
  to: string;
}

const DATE = 'YYYY-MM-DD';

/** The last `days` days, today included. */
const lastDaysPeriod = (days = DEFAULT_PERIOD_DAYS): Period => ({
  from: dayjs()
    .subtract(days - 1, 'day')
    .format(DATE),
  to: dayjs().format(DATE),
});

const PRESETS = [
  { label: '今天', value: [dayjs(), dayjs()] as [Dayjs, Dayjs] },
  { label: '近 7 天', value: [dayjs().subtract(6, 'day'), dayjs()] as [Dayjs, Dayjs] },
  { label: '近 30 天', value: [dayjs().subtract(29, 'day'), dayjs()] as [Dayjs, Dayjs] },
];

/** The robot (all by default) and the days an operation screen reads, the last 7 days at first. */
export function useOperationFilter(projectId: string, onChange?: () => void) {
  const [deviceId, setDeviceId] = useState<string>();
  const [period, setPeriod] = useState<Period>(lastDaysPeriod);
  return {
    filter: { projectId, deviceId, ...period },
    bar: (extra?: ReactNode) => (
      <Card size="small">
        <Space wrap>
          <OperationFilters
            projectId={projectId}
            deviceId={deviceId}
            period={period}
            onDevice={(value) => {
              setDeviceId(value);
              onChange?.();
            }}
            onPeriod={(value) => {
              setPeriod(value);
              onChange?.();
            }}
          />
          {extra}
        </Space>
      </Card>
    ),
  };
}

function OperationFilters({
  projectId,
  deviceId,
  period,
  onDevice,
  onPeriod,
}: {
  projectId: string;
  deviceId: string | undefined;
  period: Period;
  onDevice(deviceId: string | undefined): void;
  onPeriod(period: Period): void;
}) {
  const robots = useOperationRobots(projectId);
  return (
    <>
      <Select
        aria-label="机器人"
        style={{ width: 200 }}
        allowClear
        placeholder="全部机器人"
        loading={robots.isPending}
        value={deviceId}
        options={(robots.data ?? []).map((robot) => ({ value: robot.id, label: robot.name }))}
        onChange={(value) => onDevice(value ?? undefined)}
      />
      <DatePicker.RangePicker
        aria-label="时间范围"
        allowClear={false}
        presets={PRESETS}
        value={[dayjs(period.from), dayjs(period.to)]}
        disabledDate={(day, { from }) =>
          day.isAfter(dayjs(), 'day') ||
          (from !== undefined && Math.abs(day.diff(from, 'day')) >= MAX_PERIOD_DAYS)
        }
        onChange={(range) => {
          if (range?.[0] && range[1]) onPeriod({ from: range[0].format(DATE), to: range[1].format(DATE) });
        }}
      />
    </>
  );
}
