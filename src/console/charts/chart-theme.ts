import { BRAND_BLUE, BRAND_NAVY } from '../app/theme';

export const CHART_THEME_NAME = 'console';

/** Series colours after the brand blue: distinct at a glance, calm enough for a dashboard. */
export const CHART_COLORS = [BRAND_BLUE, '#13c2a3', '#ff9f2e', '#8b5cf6', '#f04864', '#2fc5f0'];

const AXIS_TEXT = 'rgba(11, 31, 77, 0.55)';
const SPLIT_LINE = 'rgba(11, 31, 77, 0.08)';

/** The console's look for every chart: antd's font, the brand palette, quiet axes. */
export const CHART_THEME = {
  color: CHART_COLORS,
  textStyle: {
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
    color: BRAND_NAVY,
  },
  categoryAxis: {
    axisLine: { lineStyle: { color: SPLIT_LINE } },
    axisTick: { show: false },
    axisLabel: { color: AXIS_TEXT },
  },
  valueAxis: {
    axisLine: { show: false },
    axisLabel: { color: AXIS_TEXT },
    splitLine: { lineStyle: { color: SPLIT_LINE, type: 'dashed' } },
  },
  legend: { textStyle: { color: AXIS_TEXT }, itemWidth: 12, itemHeight: 8 },
  tooltip: {
    borderWidth: 0,
    extraCssText: 'box-shadow: 0 6px 24px rgba(11,31,77,0.14); border-radius: 8px;',
  },
};
