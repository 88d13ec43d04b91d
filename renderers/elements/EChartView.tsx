import { useContext, useEffect, useRef, useState } from 'react';
import { echarts, unsupportedSeries, type ECharts, type EChartsOption } from './echartsCore.ts';
import { EngineContext } from '../context/EngineContext.ts';
import { useT } from '../context/useT.ts';
import { withLocaleNumbers } from './chartNumbers.ts';

/**
 * An ECharts chart of an option object (SVG renderer: crisp, printable, and testable without a
 * canvas), resized with its container and disposed on unmount; its axes' and tooltip's numbers in
 * the user's locale (withLocaleNumbers).
 * Imported only by the lazily loaded chart elements, so ECharts is a chunk of its own.
 */
export function EChartView({ option, height = 300, onItemClick }: { option: Record<string, unknown>; height?: number; onItemClick?: (dataIndex: number) => void }) {
  const t = useT();
  const locale = useContext(EngineContext)?.user?.locale;
  const ref = useRef<HTMLDivElement>(null);
  // the latest handler, read at click time: a new handler does not redraw the chart
  const clicked = useRef(onItemClick);
  clicked.current = onItemClick;
  const [failure, setFailure] = useState<string | null>(null);
  // a new option is drawn afresh (a failure of the previous one is forgotten)
  const json = JSON.stringify(option);
  const [failedJson, setFailedJson] = useState(json);
  if (failedJson !== json) {
    setFailedJson(json);
    setFailure(null);
  }
  useEffect(() => {
    if (!ref.current) return;
    let chart: ECharts | undefined;
    const parsed = JSON.parse(json) as Record<string, unknown>;
    // a series type Tabula does not draw is named, never left to the library's message
    const unsupported = unsupportedSeries(parsed);
    if (unsupported.length) {
      setFailure(unsupported.join(', '));
      return;
    }
    try {
      chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
      chart.setOption(withLocaleNumbers(parsed, locale) as EChartsOption, true);
      chart.on('click', (params) => clicked.current?.(params.dataIndex));
    } catch (err) {
      setFailure((err as Error).message);
      return;
    }
    // redrawn when its box changes size, not on the observer's first report of the size it was drawn at
    const element = ref.current;
    let drawn = `${element.clientWidth}x${element.clientHeight}`;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            const size = `${element.clientWidth}x${element.clientHeight}`;
            if (size === drawn) return;
            drawn = size;
            chart?.resize();
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart?.dispose();
    };
  }, [json, locale]);
  if (failure) return <div role="alert">{t('Chart cannot be drawn:')} {failure}</div>;
  // a chart reads left to right in every language: ECharts draws on a canvas that would take the
  // page's right-to-left direction and mirror its axis labels onto the plot (docs/i18n.md#bidi)
  return <div ref={ref} dir="ltr" data-testid="echart" style={{ width: '100%', height }} />;
}
