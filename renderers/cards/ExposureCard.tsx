import type { ReactNode } from 'react';
import { Alert, Space, Table, Typography } from 'antd';
import useSWR from 'swr';
import { formatAmount, type CurrencyAmount } from '../../engine/dashboard/dashboardFigures.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useMoneyFormat } from '../context/useMoneyFormat.ts';
import type { CardProps } from './CardProps.ts';

interface Figures {
  contracts?: { count: number; inForce: number };
  outstanding?: CurrencyAmount[];
  openBalance?: { count: number; amounts: CurrencyAmount[] };
  overdue?: { count: number; amounts: CurrencyAmount[] };
}
interface Exposure {
  asOf: string;
  registration: string;
  own: Figures;
  group: Figures & { persons: { registration: string; name: string | null }[] };
}
interface Row {
  key: string;
  label: string;
  own: ReactNode;
  group: ReactNode;
}

const OPEN = 'status=VALIDATED,SENT,DISPUTED';

/**
 * Exposure: what a saved person owes and will owe, alone and with its group (the persons its
 * relations reach), from GET {apiPath}/{registration}/exposure: contracts as client, instalments
 * still to invoice, open and overdue invoices; each figure opens the list of the records behind it
 * (docs/persons.md#exposure). Figures of collections the user may not read are not shown.
 */
export function ExposureCard({ entityName, record, registration }: CardProps) {
  const { data, navigate, registry, t, user } = useEngine();
  const locale = user?.locale;
  // amounts without a currency in the tenant's; the tenant's currencyDisplay
  const moneyFormat = useMoneyFormat();
  const apiPath = registry.has(entityName) ? registry.get(entityName).apiPath : undefined;
  const key = registration && apiPath ? ['exposure', apiPath, registration, String(record._version ?? '')] : null;
  const { data: exposure, error, isLoading } = useSWR<Exposure>(key, () =>
    data.custom<Exposure>({ method: 'GET', path: `${apiPath}/${encodeURIComponent(registration as string)}/exposure` }),
  );
  if (!registration) return <Typography.Text type="secondary">{t('Save the person to see its exposure.')}</Typography.Text>;
  if (error) return <Alert type="error" title={t('The exposure could not be loaded.')} />;
  if (!exposure) return <Typography.Text type="secondary">{isLoading ? t('Loading...') : ''}</Typography.Text>;

  const money = (amounts: CurrencyAmount[] | undefined) =>
    amounts?.length ? amounts.map((a) => formatAmount(Number(a.amount), a.currency, locale, moneyFormat)).join(' + ') : formatAmount(0, undefined, locale, moneyFormat);
  const persons = (own: boolean) => (own ? exposure.registration : exposure.group.persons.map((p) => p.registration).join(',') || exposure.registration);
  const link = (text: string, path: string, testId: string) => (
    <Typography.Link data-testid={testId} onClick={() => navigate(path)} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography.Link>
  );
  const cell = (f: Figures, own: boolean, part: 'contracts' | 'outstanding' | 'openBalance' | 'overdue'): ReactNode => {
    const who = `persons.personRegistration=${encodeURIComponent(persons(own))}`;
    const id = `exposure-${own ? 'own' : 'group'}-${part}`;
    if (part === 'contracts' && f.contracts) return link(fillText(t('{{inForce}} in force of {{count}}'), f.contracts), `/contracts?${who}`, id);
    if (part === 'outstanding' && f.outstanding) return link(money(f.outstanding), `/contracts?${who}&status=ACTIVE,SUSPENDED`, id);
    if (part === 'openBalance' && f.openBalance) return link(`${money(f.openBalance.amounts)} (${f.openBalance.count})`, `/invoices?${who}&${OPEN}`, id);
    if (part === 'overdue' && f.overdue) {
      const text = `${money(f.overdue.amounts)} (${f.overdue.count})`;
      return link(text, `/invoices?${who}&${OPEN}&dueDate=~today-1`, id);
    }
    return null;
  };
  const rows: Row[] = (
    [
      ['contracts', t('Contracts')],
      ['outstanding', t('Outstanding')],
      ['openBalance', t('Open invoices')],
      ['overdue', t('Overdue')],
    ] as const
  )
    .map(([part, label]) => ({ key: part, label, own: cell(exposure.own, true, part), group: cell(exposure.group, false, part) }))
    .filter((r) => r.own !== null || r.group !== null);
  if (!rows.length) return <Typography.Text type="secondary">{t('No figure you may read.')}</Typography.Text>;
  const others = exposure.group.persons.filter((p) => p.registration !== exposure.registration);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8} data-testid="exposure">
      <div style={{ overflowX: 'auto' }}>
        <Table<Row>
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'label', dataIndex: 'label', title: t('Figure') },
            { key: 'own', dataIndex: 'own', title: t('Own') },
            { key: 'group', dataIndex: 'group', title: fillText(t('Group ({{count}} persons)'), { count: exposure.group.persons.length }) },
          ]}
        />
      </div>
      {others.length > 0 && (
        <Typography.Text type="secondary" data-testid="exposure-group">
          {t('Group')}:{' '}
          {others.map((p, i) => (
            <span key={p.registration}>
              {i > 0 && ', '}
              <Typography.Link onClick={() => navigate(registry.clientRoute(entityName, p.registration))}>{p.name ?? p.registration}</Typography.Link>
            </span>
          ))}
        </Typography.Text>
      )}
    </Space>
  );
}
