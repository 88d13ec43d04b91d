import { Descriptions } from 'antd';
import { useMoneyFormat } from '../context/useMoneyFormat.ts';
import { useT } from '../context/useT.ts';
import type { ElementProps } from './ElementProps.ts';

type Rec = Record<string, unknown>;

const show = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));

/**
 * contractsummary: the key terms of a contract (the element's `contract`, else the page's record):
 * status, dates, duration, rate, financed amount (in the contract's currency, else the tenant's) and
 * the persons by role.
 */
export function ContractsummaryElement({ element, record = {} }: ElementProps) {
  const t = useT();
  const money = useMoneyFormat();
  const c = (element.props.contract as Rec | undefined) ?? record;
  const q = (Array.isArray(c.quotations) ? c.quotations[0] : undefined) as Rec | undefined;
  const amount = q?.financedAmountExclTax;
  const persons = Array.isArray(c.persons) ? (c.persons as Rec[]) : [];
  const rate = typeof c.rate === 'number' ? `${(c.rate * 100).toFixed(2)} %` : '-';
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
      <Descriptions.Item label={t('Contract')}>{show(c.registration)} {c.name ? `- ${String(c.name)}` : ''}</Descriptions.Item>
      <Descriptions.Item label={t('Status')}>{show(c.status)}</Descriptions.Item>
      <Descriptions.Item label={t('Type')}>{show(c.type)}</Descriptions.Item>
      <Descriptions.Item label={t('Start date')}>{show(c.startDate)}</Descriptions.Item>
      <Descriptions.Item label={t('End date')}>{show(c.endDate)}</Descriptions.Item>
      <Descriptions.Item label={t('Duration (months)')}>{show(c.duration)}</Descriptions.Item>
      <Descriptions.Item label={t('Rate')}>{rate}</Descriptions.Item>
      <Descriptions.Item label={t('Financed amount')}>{typeof amount === 'number' ? money.format(amount, c.currency) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('Persons')}>{persons.map((p) => `${show(p.role)}: ${show(p.name ?? p.personRegistration)}`).join(', ') || '-'}</Descriptions.Item>
    </Descriptions>
  );
}
