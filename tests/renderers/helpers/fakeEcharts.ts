/** A chart of the fake ECharts: what it was drawn with and the handlers it was given. */
export interface FakeChart {
  renderer?: string;
  option?: Record<string, unknown>;
  handlers: Record<string, (params: Record<string, unknown>) => void>;
  resized: number;
  disposed: boolean;
}

/** The charts made so far, the last one last (tests clear it). */
export const charts: FakeChart[] = [];

/** The last chart still shown. */
export function liveChart(): FakeChart | undefined {
  return charts.filter((c) => !c.disposed).at(-1);
}

/**
 * A stand-in for `echarts/core` (jsdom has no canvas, and a test wants to click a person of the
 * diagram): `vi.mock('echarts/core', async () => (await import('../helpers/fakeEcharts.ts')).echartsModule)`.
 */
export const echartsModule = {
  /** The charts and components registered (renderers/elements/echartsCore.ts): nothing to do here. */
  use() {},
  init(_element: unknown, _theme: unknown, opts?: { renderer?: string }) {
    const chart: FakeChart = { renderer: opts?.renderer, handlers: {}, resized: 0, disposed: false };
    charts.push(chart);
    return {
      setOption: (option: Record<string, unknown>) => {
        chart.option = option;
      },
      on: (event: string, handler: (params: Record<string, unknown>) => void) => {
        chart.handlers[event] = handler;
      },
      resize: () => {
        chart.resized++;
      },
      dispose: () => {
        chart.disposed = true;
      },
    };
  },
};
