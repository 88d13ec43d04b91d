import * as echarts from 'echarts/core';
import { BarChart, GaugeChart, GraphChart, LineChart, PieChart, RadarChart, ScatterChart, TreeChart, FunnelChart, HeatmapChart } from 'echarts/charts';
import {
  DatasetComponent, DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, MarkPointComponent,
  RadarComponent, TitleComponent, ToolboxComponent, TooltipComponent, TransformComponent, VisualMapComponent,
} from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

/**
 * The chart types Tabula draws (docs/cards.md, `echart`): the dashboard's bars, lines and pies, the
 * relations diagram's graph and tree, and the common business charts a layout script may ask for.
 * ECharts is loaded through `echarts/core` with only these, not the whole library (docs/performance.md, bundle).
 */
export const CHART_TYPES = ['bar', 'line', 'pie', 'scatter', 'gauge', 'radar', 'funnel', 'heatmap', 'graph', 'tree'] as const;

echarts.use([
  BarChart, LineChart, PieChart, ScatterChart, GaugeChart, RadarChart, FunnelChart, HeatmapChart, GraphChart, TreeChart,
  DatasetComponent, DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, MarkPointComponent,
  RadarComponent, TitleComponent, ToolboxComponent, TooltipComponent, TransformComponent, VisualMapComponent,
  LabelLayout, SVGRenderer, CanvasRenderer,
]);

/** The series types of an option Tabula does not draw (an empty list when it draws them all). */
export function unsupportedSeries(option: Record<string, unknown>): string[] {
  const series = option.series;
  const list = Array.isArray(series) ? series : series && typeof series === 'object' ? [series] : [];
  const types = list.map((s) => String((s as { type?: unknown }).type ?? ''));
  return [...new Set(types.filter((type) => !(CHART_TYPES as readonly string[]).includes(type)))];
}

export { echarts };
export type { EChartsCoreOption as EChartsOption, ECharts } from 'echarts/core';
