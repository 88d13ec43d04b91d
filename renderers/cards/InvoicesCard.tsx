import { useState } from 'react';
import { formatDate } from '../../engine/format/index.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useMoneyFormat } from '../context/useMoneyFormat.ts';
import { BulkTransitionBar } from '../workflow/BulkTransitionBar.tsx';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

type Rec = Record<string, unknown>;

/** The query of the invoices an Invoices card lists (also asked ahead by prefetchCards). */
export const invoicesQuery = (props: Rec, entityName: string, registration: string) => ({ ...relationQuery(props, entityName, registration), sort: '-dueDate' });
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/**
 * Invoices: the invoices of the record (contractRegistration=<registration> on a contract), with
 * row selection and the bulk transition bar: the chosen transition runs on each selected invoice,
 * one message per invoice, then the list reloads.
 */
export function InvoicesCard({ spec, entityName, registration }: CardProps) {
  const t = useT();
  const locale = useEngine().user?.locale;
  const format = useMoneyFormat().format;
  // a side card is narrow: four short columns, dates and amounts in the user's formats (an invoice's
  // own currency, else the tenant's), never wrapped
  const money = (v: unknown, r: Rec) => (typeof v === 'number' ? nowrap(format(v, r.currency)) : '');
  const day = (v: unknown) => (typeof v === 'string' ? nowrap(formatDate(v, locale)) : '');
  const [selected, setSelected] = useState<string[]>([]);
  const [reload, setReload] = useState(0);
  if (!registration) return <p>{t('Save the record to see its invoices.')}</p>;
  return (
    <>
      <BulkTransitionBar
        entityName="Invoice"
        selected={selected}
        onClear={() => setSelected([])}
        onDone={() => {
          setSelected([]);
          setReload((n) => n + 1);
        }}
      />
      <RelatedTable
        entityName="Invoice"
        reloadKey={reload}
        query={invoicesQuery(spec.props, entityName, registration)}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        rowKey="registration"
        columns={[
          { name: 'registration', title: t('Registration') },
          { name: 'status', title: t('Status') },
          { name: 'dueDate', title: t('Due date'), render: day },
          { name: 'amountInclTax', title: t('Amount incl. tax'), render: money },
        ]}
      />
    </>
  );
}
