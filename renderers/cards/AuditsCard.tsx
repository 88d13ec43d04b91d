import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/** Audits: the audit entries recorded for this record (Audit by entityName and entityRegistration), newest first. */
export function AuditsCard({ spec, entityName, registration }: CardProps) {
  const t = useT();
  if (!registration) return <p>{t('Save the record to see its audits.')}</p>;
  return (
    <RelatedTable
      entityName="Audit"
      query={{ ...relationQuery(spec.props, entityName, registration, true), sort: '-date' }}
      columns={[
        { name: 'date', title: t('Date') },
        { name: 'username', title: t('User') },
        { name: 'action', title: t('Action') },
        { name: 'changes', title: t('Changes') },
      ]}
    />
  );
}
