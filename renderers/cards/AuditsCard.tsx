import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** Audits: the audit entries recorded for this record (Audit by entityName and entityRegistration), newest first. */
export function AuditsCard({ spec, entityName, registration }: CardProps) {
  if (!registration) return <p>Save the record to see its audits.</p>;
  return (
    <RelatedTable
      entityName="Audit"
      query={{ ...relationQuery(spec.props, entityName, registration, true), sort: '-date' }}
      columns={[
        { name: 'date', title: 'Date' },
        { name: 'username', title: 'User' },
        { name: 'action', title: 'Action' },
        { name: 'changes', title: 'Changes' },
      ]}
    />
  );
}
