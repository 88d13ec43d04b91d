import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** Maintenances: the maintenance operations of this record (an asset by default: assetRegistration). */
export function MaintenancesCard({ spec, entityName, registration }: CardProps) {
  const t = useT();
  if (!registration) return <p>{t('Save the record to see its maintenances.')}</p>;
  return (
    <RelatedTable
      entityName="Maintenance"
      query={relationQuery(spec.props, entityName, registration)}
      columns={[
        { name: 'registration', title: t('Registration') },
        { name: 'name', title: t('Name') },
        { name: 'status', title: t('Status') },
        { name: 'type', title: t('Type') },
        { name: 'submitDate', title: t('Submitted') },
        { name: 'returnDate', title: t('Returned') },
        { name: 'amountInclTax', title: t('Amount incl. tax') },
      ]}
    />
  );
}
