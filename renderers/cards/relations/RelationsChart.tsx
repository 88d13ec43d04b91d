import { useEffect, useRef } from 'react';
import { echarts, type EChartsOption } from '../../elements/echartsCore.ts';

/** How ECharts draws the diagram: SVG (each person an element of the page) or canvas (the experimental renderer). */
export type ChartRenderer = 'svg' | 'canvas';

interface Props {
  option: Record<string, unknown>;
  height: number;
  renderer: ChartRenderer;
  /** The gesture that opens a person: a click, or a double click where a click opens and closes a tree's branch. */
  openOn: 'click' | 'dblclick';
  onOpen: (registration: string) => void;
}

/**
 * An ECharts relations diagram: opening a person answers its registration (the `value` of graph and
 * tree nodes). Redrawn to its box when the box changes size and on the window's resize event (which
 * the shell sends once the side navigation has folded or unfolded). Lazily loaded, so ECharts stays
 * a chunk of its own.
 */
export default function RelationsChart({ option, height, renderer, openOn, onOpen }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const opened = useRef(onOpen);
  opened.current = onOpen;
  const json = JSON.stringify(option);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, undefined, { renderer });
    chart.setOption(JSON.parse(json) as EChartsOption, true);
    chart.on(openOn, (params) => {
      const value = (params.data as { value?: unknown } | undefined)?.value;
      if (params.dataType !== 'edge' && typeof value === 'string') opened.current(value);
    });
    const resize = () => chart.resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    observer?.observe(ref.current);
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      chart.dispose();
    };
  }, [json, renderer, openOn]);
  return <div ref={ref} dir="ltr" data-testid="relations-chart" data-renderer={renderer} style={{ width: '100%', height }} />;
}
