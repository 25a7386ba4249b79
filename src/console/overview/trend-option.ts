import type { OverviewDay } from '../../shared/api/overview';
import { formatMagnitude } from '../../shared/format/number';
import { CHART_COLORS } from '../charts/chart-theme';
import type { ChartOption } from '../charts/echarts-core';

/** 2026-06-01 → 06-01; the last day reads 今天. */
export const dayLabels = (days: readonly OverviewDay[]): string[] =>
  days.map((day, index) => (index === days.length - 1 ? '今天' : day.date.slice(5)));

const fade = (color: string) => ({
  type: 'linear' as const,
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: `${color}40` },
    { offset: 1, color: `${color}00` },
  ],
});

/** The 7-day chart: conversations as bars, visitors as a line over them, one count axis. */
export function trendOption(days: readonly OverviewDay[]): ChartOption {
  const [conversationColor, visitorColor] = CHART_COLORS;
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, data: ['对话', '访客'] },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: dayLabels(days) },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatMagnitude(value) },
    },
    series: [
      {
        name: '对话',
        type: 'bar',
        data: days.map((day) => day.conversations),
        barMaxWidth: 28,
        itemStyle: { color: conversationColor, borderRadius: [6, 6, 0, 0] },
      },
      {
        name: '访客',
        type: 'line',
        data: days.map((day) => day.visitors),
        smooth: true,
        symbolSize: 7,
        itemStyle: { color: visitorColor },
        lineStyle: { width: 3 },
        areaStyle: { color: fade(visitorColor) },
      },
    ],
  };
}
