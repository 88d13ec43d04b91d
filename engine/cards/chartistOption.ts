/** Chartist-style chart data: labels and one or more series of numbers. */
export interface ChartistData {
  labels?: (string | number)[];
  series?: (number[] | { name?: string; data: number[] })[] | number[];
}

/** An ECharts option object (kept as plain data so the engine needs no chart library). */
export type ChartOption = Record<string, unknown>;

/**
 * Turns chartist data (`{labels, series}`, kind line / bar / pie) into an ECharts option: layouts
 * written for chartist keep working, drawn by ECharts (issue 9).
 */
export function chartistOption(data: ChartistData, kind: 'line' | 'bar' | 'pie' = 'line'): ChartOption {
  const labels = (data.labels ?? []).map(String);
  const raw = data.series ?? [];
  const flat = raw.length > 0 && raw.every((s) => typeof s === 'number');
  const series = flat ? [{ name: '', data: raw as number[] }] : (raw as (number[] | { name?: string; data: number[] })[]).map((s, i) => (Array.isArray(s) ? { name: `Series ${i + 1}`, data: s } : { name: s.name ?? `Series ${i + 1}`, data: s.data }));
  if (kind === 'pie') {
    const values = series[0]?.data ?? [];
    return { tooltip: { trigger: 'item' }, series: [{ type: 'pie', radius: '70%', data: values.map((v, i) => ({ name: labels[i] ?? String(i + 1), value: v })) }] };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: series.length > 1 ? { data: series.map((s) => s.name) } : undefined,
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ type: kind, name: s.name, data: s.data })),
  };
}
