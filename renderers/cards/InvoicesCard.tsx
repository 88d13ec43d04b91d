import { useState } from 'react';
import { formatNumber } from '../../engine/format/formatNumber.ts';
import { BulkTransitionBar } from '../workflow/BulkTransitionBar.tsx';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

const money = (v: unknown) => (typeof v === 'number' ? formatNumber(v, undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '');

/**
 * Invoices: the invoices of the record (contractRegistration=<registration> on a contract), with
 * row selection and the bulk transition bar: the chosen transition runs on each selected invoice,
 * one message per invoice, then the list reloads.
 */
export function InvoicesCard({ spec, entityName, registration }: CardProps) {
  const t = useT();
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
        query={{ ...relationQuery(spec.props, entityName, registration), sort: '-dueDate' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        rowKey="registration"
        columns={[
          { name: 'registration', title: t('Registration') },
          { name: 'name', title: t('Name') },
          { name: 'status', title: t('Status') },
          { name: 'dueDate', title: t('Due date') },
          { name: 'amountInclTax', title: t('Amount incl. tax'), render: money },
          { name: 'currency', title: t('Currency') },
        ]}
      />
    </>
  );
}
