import type { AnalysisDay, RobotFigures } from '../../shared/api/operation';
import { formatMagnitude } from '../../shared/format/number';
import { CHART_COLORS } from '../charts/chart-theme';
import type { ChartOption } from '../charts/echarts-core';

const [BLUE, , , , RED] = CHART_COLORS;

/** Share of a day's turns that were answered, as a percentage; null on a day without turns. */
const answeredRate = (day: AnalysisDay): number | null => {
  const total = day.answered + day.unknown;
  return total === 0 ? null : Math.round((day.answered / total) * 1000) / 10;
};

/** Questions per day: answered and unanswered stacked, the answered rate as a line on its own axis. */
export function dailyOption(days: readonly AnalysisDay[]): ChartOption {
  return {
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, data: ['已回答', '未回答', '回答率'] },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatMagnitude(value) } },
      {
        type: 'value',
        min: 0,
        max: 100,
        splitLine: { show: false },
        axisLabel: { formatter: '{value}%' },
      },
    ],
    series: [
      {
        name: '已回答',
        type: 'bar',
        stack: 'turns',
        data: days.map((day) => day.answered),
        barMaxWidth: 28,
        itemStyle: { color: BLUE },
      },
      {
        name: '未回答',
        type: 'bar',
        stack: 'turns',
        data: days.map((day) => day.unknown),
        barMaxWidth: 28,
        itemStyle: { color: RED, borderRadius: [6, 6, 0, 0] },
      },
      {
        name: '回答率',
        type: 'line',
        yAxisIndex: 1,
        data: days.map(answeredRate),
        smooth: true,
        connectNulls: true,
        symbolSize: 6,
        tooltip: { valueFormatter: (value) => (value === null || value === undefined ? '—' : `${value}%`) },
      },
    ],
  };
}

/** Each robot's questions, answered and unanswered stacked, the busiest robot on top. */
export function robotOption(robots: readonly RobotFigures[]): ChartOption {
  const ordered = [...robots].reverse();
  return {
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, data: ['已回答', '未回答'] },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatMagnitude(value) },
    },
    yAxis: { type: 'category', data: ordered.map((robot) => robot.robotName) },
    series: [
      {
        name: '已回答',
        type: 'bar',
        stack: 'turns',
        barMaxWidth: 18,
        data: ordered.map((robot) => robot.conversations - robot.unknown),
        itemStyle: { color: BLUE },
      },
      {
        name: '未回答',
        type: 'bar',
        stack: 'turns',
        barMaxWidth: 18,
        data: ordered.map((robot) => robot.unknown),
        itemStyle: { color: RED, borderRadius: [0, 6, 6, 0] },
      },
    ],
  };
}
