import { formatNumber } from '../../engine/format/formatNumber.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

type Rec = Record<string, unknown>;

const money = (v: unknown) => (typeof v === 'number' ? formatNumber(v, undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '');
const sum = (rows: Rec[], k: string) => rows.reduce((total, r) => total + (typeof r[k] === 'number' ? (r[k] as number) : 0), 0);

/**
 * Assets: with a `path` (the contract layout's `{type: 'Assets', path: 'assets'}`), the record's own
 * asset lines, drawn by the form field of that path (assetLines) given as children; otherwise the
 * Asset records of the record (`<entity>Registration`, or the card's `field`/`filter`) with their
 * prices and totals.
 */
export function AssetsCard({ spec, entityName, registration, children }: CardProps) {
  const t = useT();
  if (typeof spec.props.path === 'string' && spec.props.path) return <>{children}</>;
  if (!registration) return <p>{t('Save the record to see its assets.')}</p>;
  return (
    <RelatedTable
      entityName="Asset"
      query={relationQuery(spec.props, entityName, registration)}
      columns={[
        { name: 'registration', title: t('Registration') },
        { name: 'name', title: t('Name') },
        { name: 'status', title: t('Status') },
        { name: 'identificationNumber', title: t('Identification') },
        { name: 'priceExclTax', title: t('Price excl. tax'), render: money },
        { name: 'priceInclTax', title: t('Price incl. tax'), render: money },
      ]}
      footer={(rows) => (rows.length > 1 ? fillText(t('Total: {{exclTax}} excl. tax, {{inclTax}} incl. tax'), { exclTax: money(sum(rows, 'priceExclTax')), inclTax: money(sum(rows, 'priceInclTax')) }) : null)}
    />
  );
}
