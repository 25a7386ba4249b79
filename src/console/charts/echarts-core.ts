import {
  BarChart,
  type BarSeriesOption,
  HeatmapChart,
  type HeatmapSeriesOption,
  LineChart,
  type LineSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
  VisualMapComponent,
  type VisualMapComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_THEME, CHART_THEME_NAME } from './chart-theme';

/**
 * The parts of ECharts the console draws with, and nothing else: importing from 'echarts/core'
 * keeps the rest of the library out of the bundle (this set: ~550 kB minified, ~185 kB gzip, of
 * which ~300 kB is ECharts' core). An area that needs another chart type or component registers
 * it here and adds its option type to ChartOption. EChart loads this module on demand.
 */
echarts.use([
  LineChart,
  BarChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  CanvasRenderer,
]);
echarts.registerTheme(CHART_THEME_NAME, CHART_THEME);

export type ChartOption = echarts.ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | HeatmapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
>;

export { echarts };
