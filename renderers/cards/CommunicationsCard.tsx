import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** Communications: the mails, calls and letters about this record (`<entity>Registration` or the card's filter). */
export function CommunicationsCard({ spec, entityName, registration }: CardProps) {
  const t = useT();
  if (!registration) return <p>{t('Save the record to see its communications.')}</p>;
  return (
    <RelatedTable
      entityName="Communication"
      query={{ ...relationQuery(spec.props, entityName, registration), sort: '-date' }}
      columns={[
        { name: 'registration', title: t('Registration') },
        { name: 'date', title: t('Date') },
        { name: 'status', title: t('Status') },
        { name: 'subject', title: t('Subject') },
        { name: 'type', title: t('Type') },
        { name: 'channel', title: t('Channel') },
      ]}
    />
  );
}
