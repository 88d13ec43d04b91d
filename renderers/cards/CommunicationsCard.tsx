import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** Communications: the mails, calls and letters about this record (`<entity>Registration` or the card's filter). */
export function CommunicationsCard({ spec, entityName, registration }: CardProps) {
  if (!registration) return <p>Save the record to see its communications.</p>;
  return (
    <RelatedTable
      entityName="Communication"
      query={{ ...relationQuery(spec.props, entityName, registration), sort: '-date' }}
      columns={[
        { name: 'registration', title: 'Registration' },
        { name: 'date', title: 'Date' },
        { name: 'status', title: 'Status' },
        { name: 'subject', title: 'Subject' },
        { name: 'type', title: 'Type' },
        { name: 'channel', title: 'Channel' },
      ]}
    />
  );
}
