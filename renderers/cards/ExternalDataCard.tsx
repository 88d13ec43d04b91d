import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** ExternalData: data fetched from outside providers for this record (ExternalData by entityName and entityRegistration). */
export function ExternalDataCard({ spec, entityName, registration }: CardProps) {
  if (!registration) return <p>Save the record to see its external data.</p>;
  return (
    <RelatedTable
      entityName="ExternalData"
      query={{ ...relationQuery(spec.props, entityName, registration, true), sort: '-requestDate' }}
      columns={[
        { name: 'registration', title: 'Registration' },
        { name: 'provider', title: 'Provider' },
        { name: 'type', title: 'Type' },
        { name: 'status', title: 'Status' },
        { name: 'requestDate', title: 'Requested on' },
      ]}
    />
  );
}
