import { Suspense, type ReactNode } from 'react';
import { Alert, Card, Col, Row, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { BADGE_COLORS } from '../../../engine/cards/badgeColors.ts';
import { formatAmount, monthLabel, type CountedAmounts, type DashboardFigures } from '../../../engine/dashboard/dashboardFigures.ts';
import { dashboardLinks } from '../../../engine/dashboard/dashboardLinks.ts';
import { formatDate, formatNumber } from '../../../engine/format/index.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { useMoneyFormat } from '../../../renderers/context/useMoneyFormat.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { lazyLoaded, moduleLoader } from '../../lazyLoaded.ts';

// the charts' code is requested beside the figures (not after them), and draws in the same pass once there
const loadChart = moduleLoader(() => import('../../../renderers/elements/EChartView.tsx'));
const EChartView = lazyLoaded(loadChart, (m) => m.EChartView);

interface TileProps {
  id: string;
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
  tone?: 'warning';
}

// a tile is at least wide enough for an amount in the tens of millions with its cents
// (`€12,345,678.90`); the tiles share the row's width and wrap below that
const TILE_MIN_WIDTH = 200;
const TILE_PADDING = 20;
const TILE_FIGURE_SIZE = 22;

/** A KPI tile: a figure and what it adds up to; a click (or Enter) opens the list of what it counts. */
function Tile({ id, title, value, detail, to, tone }: TileProps) {
  const navigate = useNavigate();
  return (
    <Card
      hoverable
      role="link"
      tabIndex={0}
      data-testid={`tile-${id}`}
      onClick={() => navigate(to)}
      onKeyDown={(e) => e.key === 'Enter' && navigate(to)}
      style={{ height: '100%' }}
      styles={{ body: { padding: TILE_PADDING } }}
    >
      <Statistic title={title} value={value as string} valueStyle={{ fontSize: TILE_FIGURE_SIZE, overflowWrap: 'anywhere', ...(tone === 'warning' ? { color: BADGE_COLORS.warning.color } : {}) }} />
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
    </Card>
  );
}

/** A chart of the dashboard in its card (half the width on a large screen); a click on a bar gives its index. */
function ChartCard({ title, testId, option, onItemClick }: { title: string; testId: string; option: Record<string, unknown>; onItemClick: (index: number) => void }) {
  return (
    <Col xs={24} lg={12}>
      <Card title={title} data-testid={testId}>
        <Suspense fallback={<Spin />}>
          <EChartView height={280} onItemClick={onItemClick} option={{ aria: { enabled: true }, ...option }} />
        </Suspense>
      </Card>
    </Col>
  );
}

/**
 * / and /home: the home dashboard (docs/dashboard.md). KPI tiles and charts of the figures the
 * server computed for the user (GET /api/core/dashboard: only what the user may read), each a click
 * into the list filtered to exactly what it counts.
 */
export default function HomePage() {
  const { data, user } = useEngine();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language;
  const { data: figures, error } = useSWR(
    ['dashboard', language],
    () => {
      void loadChart().catch(() => undefined);
      return data.custom<DashboardFigures>({ method: 'GET', path: `/api/core/dashboard?locale=${encodeURIComponent(language)}` });
    },
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  const locale = user?.locale;
  // amounts without a currency in the tenant's; the tenant's currencyDisplay
  const moneyFormat = useMoneyFormat();
  // nothing to add up still shows in the currency the other figures are in
  const mainCurrency = figures && [figures.outstanding, ...(figures.newBusiness ?? []), figures.invoices?.due, figures.invoices?.overdue].flatMap((c) => c?.amounts ?? []).map((a) => a.currency).find(Boolean);
  const money = (c: CountedAmounts | undefined) =>
    c && c.amounts.length ? c.amounts.map((a) => formatAmount(Number(a.amount), a.currency, locale, moneyFormat)).join(' + ') : formatAmount(0, mainCurrency, locale, moneyFormat);
  const count = (n: number | undefined) => formatNumber(n ?? 0, locale, { maximumFractionDigits: 0 });

  if (error) return <Alert type="error" showIcon message={errorText(error)} />;
  if (!figures) return <Spin style={{ margin: 48 }} />;

  const tiles: TileProps[] = [];
  if (figures.outstanding)
    tiles.push({ id: 'outstanding', title: t('Outstanding'), value: money(figures.outstanding), detail: t('{{count}} contracts in force', { count: figures.outstanding.count }), to: dashboardLinks.contractsInForce() });
  const thisMonth = figures.newBusiness?.at(-1);
  if (thisMonth)
    tiles.push({ id: 'new-business', title: t('New business this month'), value: money(thisMonth), detail: t('{{count}} contracts started', { count: thisMonth.count }), to: dashboardLinks.newBusinessOf(thisMonth.month) });
  if (figures.invoices) {
    tiles.push({ id: 'invoices-due', title: t('Invoices due'), value: money(figures.invoices.due), detail: t('{{count}} open invoices', { count: figures.invoices.due.count }), to: dashboardLinks.invoicesDue() });
    tiles.push({ id: 'invoices-overdue', title: t('Invoices overdue'), value: money(figures.invoices.overdue), detail: t('{{count}} open invoices', { count: figures.invoices.overdue.count }), to: dashboardLinks.invoicesOverdue(), tone: figures.invoices.overdue.count ? 'warning' : undefined });
  }
  if (figures.myTasks)
    tiles.push({ id: 'my-tasks', title: t('My tasks'), value: count(figures.myTasks.open), detail: t('{{count}} late', { count: figures.myTasks.late }), to: figures.myTasks.late ? dashboardLinks.myLateTasks(figures.username) : dashboardLinks.myTasks(figures.username), tone: figures.myTasks.late ? 'warning' : undefined });

  const byStatus = figures.contractsByStatus ?? [];
  const months = figures.newBusiness ?? [];
  const currency = months.flatMap((m) => m.amounts.map((a) => a.currency)).filter(Boolean).sort()[0];

  return (
    <div data-testid="home-dashboard">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Home')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('Figures of {{date}}', { date: formatDate(figures.asOf, locale) })}</Typography.Paragraph>
      {tiles.length === 0 && byStatus.length === 0 && <Alert type="info" showIcon message={t('Nothing to show yet: your profile reads none of the figures of this page.')} />}
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.id} flex={`1 1 ${TILE_MIN_WIDTH}px`}>
            <Tile {...tile} />
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {byStatus.length > 0 && (
          <ChartCard
            title={t('Contracts by status')}
            testId="chart-contracts-by-status"
            onItemClick={(index) => navigate(dashboardLinks.contractsWithStatus(byStatus[index]?.status ?? null))}
            option={{
              grid: { left: 40, right: 16, top: 16, bottom: 64 },
              tooltip: { trigger: 'item' },
              xAxis: { type: 'category', data: byStatus.map((s) => s.label), axisLabel: { rotate: 30 } },
              yAxis: { type: 'value', minInterval: 1 },
              series: [{ type: 'bar', name: t('Contracts'), data: byStatus.map((s) => ({ value: s.count, itemStyle: { color: BADGE_COLORS[s.kind ?? 'ongoing'].color } })), cursor: 'pointer' }],
            }}
          />
        )}
        {months.length > 0 && (
          <ChartCard
            title={t('New business per month')}
            testId="chart-new-business"
            onItemClick={(index) => months[index] && navigate(dashboardLinks.newBusinessOf(months[index].month))}
            option={{
              grid: { left: 56, right: 56, top: 32, bottom: 40 },
              tooltip: { trigger: 'axis' },
              legend: { top: 0 },
              xAxis: { type: 'category', data: months.map((m) => monthLabel(m.month, typeof locale === 'string' ? locale : undefined)) },
              yAxis: [
                { type: 'value', name: t('Contracts'), minInterval: 1 },
                { type: 'value', name: currency ?? '', splitLine: { show: false } },
              ],
              series: [
                { type: 'bar', name: t('Contracts'), data: months.map((m) => m.count), cursor: 'pointer', itemStyle: { color: BADGE_COLORS.ongoing.color } },
                ...(currency
                  ? [{ type: 'line', name: `${t('Financed amount')} (${currency})`, yAxisIndex: 1, data: months.map((m) => Number(m.amounts.find((a) => a.currency === currency)?.amount ?? 0)), itemStyle: { color: BADGE_COLORS.success.color } }]
                  : []),
              ],
            }}
          />
        )}
      </Row>
    </div>
  );
}
