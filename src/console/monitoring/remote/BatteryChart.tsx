import { useMemo } from 'react';
import type { DeviceSample } from '../../../shared/api/monitoring';
import { EChart } from '../../charts/EChart';
import { batteryOption } from './battery-option';

/** The robot's battery over the last 24 hours. */
export function BatteryChart({ samples }: { samples: readonly DeviceSample[] }) {
  const option = useMemo(() => batteryOption(samples), [samples]);
  return (
    <EChart
      option={option}
      label="机器人近 24 小时电量"
      height={260}
      overlay={samples.length === 0 ? '还没有电量记录' : undefined}
    />
  );
}
