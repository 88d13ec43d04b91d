import { Empty, Table, Tag, Typography } from 'antd';
import { currencyDecimals } from '../../engine/format/currencies.ts';
import { formatDate } from '../../engine/format/formatDate.ts';
import { formatNumber } from '../../engine/format/formatNumber.ts';
import type { PlanRow } from '../../engine/finance/plan.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useMoneyFormat } from '../context/useMoneyFormat.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import type { CardProps } from './CardProps.ts';
import { PlanChart } from './paymentPlan/PlanChart.tsx';
import { planTotals } from './paymentPlan/planTotals.ts';
import { usePlanPreview } from './paymentPlan/usePlanPreview.ts';

const LABELS = { principal: 'Principal', interest: 'Interest', balance: 'Remaining principal' };

/**
 * PaymentPlan: the record's payment plan (computed by the server on every write) as a table with
 * its totals, and as a chart of principal vs interest per instalment with the remaining balance
 * (PlanChart, drawn by the card itself). While the form holds unsaved terms, the plan of what is
 * typed, computed in the browser, marked "Preview: not saved yet" (usePlanPreview).
 */
export function PaymentPlanCard({ record }: CardProps) {
  const { user, t } = useEngine();
  const { plan, preview, currency } = usePlanPreview(record);
  const { format } = useMoneyFormat();
  if (!plan.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No payment plan yet: enter an amount, a rate and a duration')} />;
  }
  const money = (v: number) => format(v, currency);
  const totals = planTotals(plan, currencyDecimals(currency));
  const amount = (key: keyof typeof LABELS | 'payment', title: string) => ({
    key,
    dataIndex: key,
    title,
    align: 'right' as const,
    render: (v: number) => <span data-testid={`plan-${key}`}>{money(v)}</span>,
  });
  return (
    <div data-testid="payment-plan" data-preview={preview ? 'true' : undefined}>
      {preview && <Tag color="gold" data-testid="plan-preview">{t('Preview: not saved yet')}</Tag>}
      <PlanChart
        plan={plan}
        labels={{ principal: t(LABELS.principal), interest: t(LABELS.interest), balance: t(LABELS.balance) }}
        money={money}
        number={(v) => formatNumber(v, user?.locale, { maximumFractionDigits: 0 })}
        date={(v) => formatDate(v, user?.locale)}
      />
      <Table<PlanRow>
        size="small"
        rowKey="index"
        dataSource={plan}
        pagination={plan.length > 24 ? { pageSize: 24, showSizeChanger: false } : false}
        columns={[
          { key: 'index', dataIndex: 'index', title: '#', width: 56 },
          { key: 'date', dataIndex: 'date', title: t('Date'), render: (v: string | null) => (v ? formatDate(v, user?.locale) : '') },
          amount('payment', t('Instalment')),
          amount('interest', t(LABELS.interest)),
          amount('principal', t(LABELS.principal)),
          amount('balance', t(LABELS.balance)),
        ]}
        summary={() => (
          <Table.Summary.Row data-testid="plan-totals">
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{fillText(t('Total ({{count}})'), { count: plan.length })}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <span data-testid="plan-total-payment">{money(totals.payment)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <span data-testid="plan-total-interest">{money(totals.interest)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <span data-testid="plan-total-principal">{money(totals.principal)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} />
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
