import type { HourCount } from '../../shared/api/operation';
import { CHART_COLORS } from '../charts/chart-theme';
import type { ChartOption } from '../charts/echarts-core';

const HOURS = Array.from({ length: 24 }, (_, hour) => `${hour}时`);

/**
 * A heat map of the period's days (rows, oldest on top) by hour of the day (columns): the
 * busiest hours stand out; a cell's value is [hour, day index, count].
 */
export function hourHeatOption(
  days: readonly string[],
  cells: readonly HourCount[],
  unit: string,
): ChartOption {
  const row = new Map(days.map((day, index) => [day, index]));
  const data = cells
    .filter((cell) => row.has(cell.date))
    .map((cell) => [cell.hour, row.get(cell.date) as number, cell.count]);
  const most = Math.max(1, ...data.map(([, , count]) => count));
  return {
    grid: { left: 8, right: 8, top: 8, bottom: 48, containLabel: true },
    tooltip: {
      position: 'top',
      formatter: (item) => {
        const [hour, day, count] = (item as unknown as { value: [number, number, number] }).value;
        return `${days[day]} ${hour}:00–${hour + 1}:00<br/><b>${count}</b> ${unit}`;
      },
    },
    xAxis: { type: 'category', data: HOURS, splitArea: { show: true } },
    yAxis: {
      type: 'category',
      data: days.map((day) => day.slice(5)),
      inverse: true,
      splitArea: { show: true },
    },
    visualMap: {
      min: 0,
      max: most,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemWidth: 10,
      itemHeight: 140,
      text: ['多', '少'],
      textGap: 8,
      inRange: { color: ['#eef4ff', CHART_COLORS[0]] },
    },
    series: [
      {
        type: 'heatmap',
        name: unit,
        data,
        label: {
          show: days.length <= 7,
          fontSize: 10,
          formatter: (item) => String((item.value as number[])[2]),
        },
        emphasis: { itemStyle: { shadowBlur: 6, shadowColor: 'rgba(0, 0, 0, 0.25)' } },
        itemStyle: { borderColor: '#fff', borderWidth: 1, borderRadius: 3 },
      },
    ],
  };
}

/** The days of a period, YYYY-MM-DD, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); ) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}
