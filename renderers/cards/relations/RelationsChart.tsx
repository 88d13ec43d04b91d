import { useEffect, useRef } from 'react';
import * as echarts from 'echarts';

/**
 * An ECharts relations diagram (SVG renderer: each person is an element of the page): a click on a person answers its registration (the
 * `value` of graph and tree nodes). Lazily loaded, so ECharts stays a chunk of its own.
 */
export default function RelationsChart({ option, height, onOpen }: { option: Record<string, unknown>; height: number; onOpen: (registration: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const opened = useRef(onOpen);
  opened.current = onOpen;
  const json = JSON.stringify(option);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
    chart.setOption(JSON.parse(json) as echarts.EChartsOption, true);
    chart.on('click', (params) => {
      const value = (params.data as { value?: unknown } | undefined)?.value;
      if (params.dataType !== 'edge' && typeof value === 'string') opened.current(value);
    });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.resize());
    observer?.observe(ref.current);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [json]);
  return <div ref={ref} data-testid="relations-chart" style={{ width: '100%', height }} />;
}
