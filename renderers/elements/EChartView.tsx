import { useEffect, useRef, useState } from 'react';
import * as echarts from 'echarts';

/**
 * An ECharts chart of an option object (SVG renderer: crisp, printable, and testable without a
 * canvas), resized with its container and disposed on unmount.
 * Imported only by the lazily loaded chart elements, so ECharts is a chunk of its own.
 */
export function EChartView({ option, height = 300 }: { option: Record<string, unknown>; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const json = JSON.stringify(option);
  useEffect(() => {
    if (!ref.current) return;
    let chart: echarts.ECharts | undefined;
    try {
      chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
      chart.setOption(JSON.parse(json) as echarts.EChartsOption, true);
    } catch (err) {
      setFailure((err as Error).message);
      return;
    }
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart?.resize());
    observer?.observe(ref.current);
    return () => {
      observer?.disconnect();
      chart?.dispose();
    };
  }, [json]);
  if (failure) return <div role="alert">Chart cannot be drawn: {failure}</div>;
  return <div ref={ref} data-testid="echart" style={{ width: '100%', height }} />;
}
