import type { DeviceSample } from '../../../shared/api/monitoring';
import { CHART_COLORS } from '../../charts/chart-theme';
import type { ChartOption } from '../../charts/echarts-core';

/** The robot's battery over the day as a line on a time axis (0–100 %). */
export function batteryOption(samples: readonly DeviceSample[]): ChartOption {
  const color = CHART_COLORS[1];
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${value}%` },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        name: '电量',
        type: 'line',
        showSymbol: false,
        smooth: true,
        lineStyle: { color, width: 2 },
        itemStyle: { color },
        areaStyle: { color: `${color}26` },
        data: samples.map((sample) => [sample.at, sample.battery]),
      },
    ],
  };
}
