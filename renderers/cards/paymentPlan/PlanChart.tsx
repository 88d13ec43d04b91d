import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import type { PlanRow } from '../../../engine/finance/plan.ts';
import { labelledIndexes, niceTicks } from './planChartScale.ts';

/** The plot's margins inside the chart (px): room for the legend above, the axes' labels around. */
const M = { left: 64, right: 72, top: 32, bottom: 24 };
/** The chart's three series, in the legend's and the tooltip's order. */
const SERIES = ['principal', 'interest', 'balance'] as const;
const COLORS = { principal: '#5470c6', interest: '#91cc75', balance: '#ee6666' };
/** Room a date label takes along the axis (px); before the chart's width is known, {@link FIRST_LABELS} labels. */
const LABEL_ROOM = 90;
const FIRST_LABELS = 5;

interface Props {
  plan: readonly PlanRow[];
  labels: { principal: string; interest: string; balance: string };
  /** Writes an amount in the user's locale and the plan's currency. */
  money: (value: number) => string;
  /** Writes an axis value in the user's locale (no decimals). */
  number: (value: number) => string;
  /** Writes an instalment's date in the user's locale. */
  date: (value: string) => string;
  height?: number;
}

const label = (style: CSSProperties): CSSProperties => ({ position: 'absolute', fontSize: 11, lineHeight: '14px', color: 'rgba(0,0,0,0.55)', whiteSpace: 'nowrap', ...style });

/**
 * The payment plan as a chart drawn by the card itself: principal and interest of each instalment
 * as stacked bars, the remaining principal as a line on its own axis (right), the values of the
 * instalment under the pointer in a tooltip. A few SVG elements and positioned labels, where an
 * ECharts chart cost the contract card ~80 ms of main thread and was its last change by ~170 ms
 * (bench/cards, docs/performance.md). The plot stretches with the card; the labels do not.
 */
export function PlanChart({ plan, labels, money, number, date, height = 260 }: Props) {
  const [hover, setHover] = useState<number | undefined>(undefined);
  // the chart's width, from a resize observer (no layout read while drawing): how many date labels fit
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const room = width === undefined ? FIRST_LABELS : Math.max(2, Math.floor((width - M.left - M.right) / LABEL_ROOM));
  const n = plan.length;
  const left = niceTicks(Math.max(...plan.map((r) => r.principal + r.interest), 0));
  const right = niceTicks(Math.max(...plan.map((r) => r.balance), 0));
  const leftMax = left[left.length - 1] || 1;
  const rightMax = right[right.length - 1] || 1;
  // the plot's own units: one per instalment across, 0-100 up
  const y = (value: number, max: number) => 100 - (Math.max(0, value) / max) * 100;
  const plotTop = (fraction: number) => `calc(${M.top}px + ${fraction} * (100% - ${M.top + M.bottom}px))`;
  const plotLeft = (fraction: number) => `calc(${M.left}px + ${fraction} * (100% - ${M.left + M.right}px))`;
  const line = plan.map((r, i) => `${i + 0.5},${y(r.balance, rightMax)}`).join(' ');
  const onMove = (e: MouseEvent<SVGSVGElement>) => {
    const plot = e.currentTarget.getBoundingClientRect();
    const i = Math.floor(((e.clientX - plot.left) / plot.width) * n);
    setHover(i >= 0 && i < n ? i : undefined);
  };
  const shown = hover === undefined ? undefined : plan[hover];
  const legend = SERIES.map((key) => (
    <span key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, marginInline: 8 }}>
      <span style={{ width: 12, height: key === 'balance' ? 2 : 8, background: COLORS[key], display: 'inline-block' }} />
      {labels[key]}
    </span>
  ));
  return (
    <div ref={box} data-testid="plan-chart" role="img" aria-label={`${labels.principal}, ${labels.interest}, ${labels.balance}`} style={{ position: 'relative', height, width: '100%', fontSize: 12 }}>
      <div style={{ textAlign: 'center', lineHeight: '20px' }}>{legend}</div>
      {left.map((v) => (
        <span key={`l${v}`} style={label({ right: `calc(100% - ${M.left - 6}px)`, top: plotTop(1 - v / leftMax), transform: 'translateY(-50%)' })}>
          {number(v)}
        </span>
      ))}
      {right.map((v) => (
        <span key={`r${v}`} style={label({ left: `calc(100% - ${M.right - 6}px)`, top: plotTop(1 - v / rightMax), transform: 'translateY(-50%)' })}>
          {number(v)}
        </span>
      ))}
      {labelledIndexes(n, room).map((i) => (
        <span key={`x${i}`} style={label({ left: plotLeft((i + 0.5) / n), bottom: 4, transform: 'translateX(-50%)' })}>
          {plan[i].date ? date(plan[i].date as string) : String(plan[i].index)}
        </span>
      ))}
      <svg
        viewBox={`0 0 ${n} 100`}
        preserveAspectRatio="none"
        onMouseMove={onMove}
        onMouseLeave={() => setHover(undefined)}
        style={{ position: 'absolute', left: M.left, right: M.right, top: M.top, bottom: M.bottom, width: `calc(100% - ${M.left + M.right}px)`, height: `calc(100% - ${M.top + M.bottom}px)`, overflow: 'visible' }}
      >
        {left.map((v) => (
          <line key={v} x1={0} x2={n} y1={y(v, leftMax)} y2={y(v, leftMax)} stroke="#e0e6f1" vectorEffect="non-scaling-stroke" />
        ))}
        {plan.map((r, i) => (
          <g key={r.index} opacity={hover === undefined || hover === i ? 1 : 0.6}>
            <rect x={i + 0.15} width={0.7} y={y(r.principal, leftMax)} height={100 - y(r.principal, leftMax)} fill={COLORS.principal} />
            {/* a negative interest (a negative rate) draws no bar: the tooltip still tells it */}
            <rect x={i + 0.15} width={0.7} y={y(r.principal + r.interest, leftMax)} height={Math.max(0, y(r.principal, leftMax) - y(r.principal + r.interest, leftMax))} fill={COLORS.interest} />
          </g>
        ))}
        <polyline points={line} fill="none" stroke={COLORS.balance} strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      {shown && hover !== undefined && (
        <div
          data-testid="plan-chart-tooltip"
          style={{ position: 'absolute', top: M.top, [hover < n / 2 ? 'left' : 'right']: `calc(${M.left}px + ${(hover < n / 2 ? hover + 1 : n - hover) / n} * (100% - ${M.left + M.right}px))`, background: '#fff', border: '1px solid #d9d9d9', borderRadius: 4, padding: '4px 8px', pointerEvents: 'none', boxShadow: '0 2px 8px rgba(0,0,0,0.15)' }}
        >
          <div>{shown.date ? date(shown.date) : String(shown.index)}</div>
          {SERIES.map((key) => (
            <div key={key} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <span>{labels[key]}</span>
              <strong>{money(shown[key])}</strong>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
