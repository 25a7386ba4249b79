import { Skeleton } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CHART_THEME_NAME } from './chart-theme';
import type { ChartOption, echarts } from './echarts-core';

export interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
  /** Said over the chart instead of leaving a reader to decode an empty one (e.g. no data yet). */
  overlay?: ReactNode;
  /** A click on a series' item (a bar, a cell): what it shows, for a drill-down. */
  onItemClick?(item: ChartItem): void;
}

/** The item of a click, as ECharts tells it. */
export interface ChartItem {
  seriesName?: string;
  dataIndex: number;
  name: string;
  value: unknown;
}

/** ECharts loads in a chunk of its own, once for every chart: the figures around it do not wait for it. */
const loadECharts = () => import('./echarts-core').then((module) => module.echarts);

/**
 * One ECharts canvas in the console's theme. The instance lives as long as the element; a new
 * option updates it in place (series replaced, the rest merged, so a refetch animates the change
 * instead of redrawing from nothing), and it follows its container's width.
 */
export function EChart({ option, label, height = 300, overlay, onItemClick }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.EChartsType | null>(null);
  // The instance outlives renders: it calls the latest handler.
  const clicked = useRef(onItemClick);
  clicked.current = onItemClick;

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void loadECharts().then((library) => {
      const element = container.current;
      if (disposed || !element) return;
      const instance = library.init(element, CHART_THEME_NAME, { renderer: 'canvas' });
      instance.on('click', (item) => clicked.current?.(item as ChartItem));
      const resize = new ResizeObserver(() => instance.resize());
      resize.observe(element);
      setChart(instance);
      cleanup = () => {
        resize.disconnect();
        instance.dispose();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { replaceMerge: ['series'] });
  }, [chart, option]);

  return (
    <div style={{ position: 'relative', height }}>
      {!chart && <Skeleton.Node active style={{ position: 'absolute', inset: 0, width: '100%', height }} />}
      <div
        ref={container}
        role="img"
        aria-label={label}
        style={{ width: '100%', height, cursor: onItemClick ? 'pointer' : undefined }}
      />
      {chart && overlay && (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          {overlay}
        </div>
      )}
    </div>
  );
}
