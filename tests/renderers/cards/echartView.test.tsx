// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const resized = vi.hoisted(() => ({ count: 0 }));
vi.mock('echarts/core', async (original) => {
  const real = await original<typeof import('echarts/core')>();
  return {
    ...real,
    init: (...args: Parameters<typeof real.init>) => {
      const chart = real.init(...args);
      const resize = chart.resize.bind(chart);
      chart.resize = (...a: Parameters<typeof resize>) => {
        resized.count++;
        return resize(...a);
      };
      return chart;
    },
  };
});

import { EChartView } from '../../../renderers/elements/EChartView.tsx';

/** A ResizeObserver whose reports the test sends: each observer's callback, called by hand. */
const observers: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EChartView', () => {
  it('is redrawn when its box changes size, not on the first report of the size it was drawn at', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    render(<EChartView option={{ animation: false, xAxis: { type: 'category', data: ['a'] }, yAxis: {}, series: [{ type: 'bar', data: [1] }] }} height={200} />);
    const box = screen.getByTestId('echart');
    expect(observers).toHaveLength(1);
    observers[0](); // the observer's first report: the size the chart was drawn at
    expect(resized.count).toBe(0);
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 640 });
    observers[0]();
    expect(resized.count).toBe(1);
    observers[0](); // the same size again
    expect(resized.count).toBe(1);
  });

  it('names a series type it does not draw instead of the library\'s message, and draws the next option', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const option = (type: string) => ({ animation: false, xAxis: { type: 'category', data: ['a'] }, yAxis: {}, series: [{ type, data: [1] }] });
    const { rerender } = render(<EChartView option={option('sankey')} height={200} />);
    expect(screen.getByRole('alert').textContent).toBe('Chart cannot be drawn: sankey');
    expect(screen.queryByTestId('echart')).toBeNull();
    rerender(<EChartView option={option('line')} height={200} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('echart').querySelector('svg')).not.toBeNull();
  });
});
