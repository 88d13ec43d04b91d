import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** ExternalData: data fetched from outside providers for this record (ExternalData by entityName and entityRegistration). */
export function ExternalDataCard({ spec, entityName, registration }: CardProps) {
  const t = useT();
  if (!registration) return <p>{t('Save the record to see its external data.')}</p>;
  return (
    <RelatedTable
      entityName="ExternalData"
      query={{ ...relationQuery(spec.props, entityName, registration, true), sort: '-requestDate' }}
      columns={[
        { name: 'registration', title: t('Registration') },
        { name: 'provider', title: t('Provider') },
        { name: 'type', title: t('Type') },
        { name: 'status', title: t('Status') },
        { name: 'requestDate', title: t('Requested on') },
      ]}
    />
  );
}
