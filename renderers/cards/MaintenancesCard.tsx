import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** Maintenances: the maintenance operations of this record (an asset by default: assetRegistration). */
export function MaintenancesCard({ spec, entityName, registration }: CardProps) {
  if (!registration) return <p>Save the record to see its maintenances.</p>;
  return (
    <RelatedTable
      entityName="Maintenance"
      query={relationQuery(spec.props, entityName, registration)}
      columns={[
        { name: 'registration', title: 'Registration' },
        { name: 'name', title: 'Name' },
        { name: 'status', title: 'Status' },
        { name: 'type', title: 'Type' },
        { name: 'submitDate', title: 'Submitted' },
        { name: 'returnDate', title: 'Returned' },
        { name: 'amountInclTax', title: 'Amount incl. tax' },
      ]}
    />
  );
}
