import { Empty, Segmented } from 'antd';
import { useCardPage } from './page/CardPageContext.ts';
import { useT } from '../context/useT.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { useLookupList } from '../widgets/useLookupList.ts';
import type { CardProps } from './CardProps.ts';
import { PersonSummary } from './parts/PersonSummary.tsx';

type Rec = Record<string, unknown>;

/**
 * Persons: a switch with one entry per person linked to the record (its role's label and its name),
 * the chosen person's main facts under it, above the editor of the links. A field error under
 * `persons.N` shows person N (seed 002 §2.9). A segmented switch rather than tabs: the UI kit's tab
 * bar puts its overflow button inside the tab list, which assistive technologies refuse.
 */
export function PersonsCard({ record, children }: CardProps) {
  const { personTab, setPersonTab } = useCardPage();
  const t = useT();
  const { options: roles } = useLookupList('role');
  const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
  const roleLabel = (role: unknown) => (role ? (selectLabel(roles, role) ?? String(role)) : '?');
  const active = Math.min(personTab, persons.length - 1);
  return (
    <>
      {persons.length ? (
        <>
          <Segmented
            size="small"
            data-testid="persons-switch"
            value={active}
            onChange={(k) => setPersonTab(Number(k))}
            options={persons.map((p, i) => ({ value: i, label: `${roleLabel(p.role)}: ${String(p.name ?? p.personRegistration ?? '')}` }))}
            style={{ maxWidth: '100%', overflowX: 'auto', marginBottom: 8 }}
          />
          <PersonSummary link={persons[active]} />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No person linked yet')} />
      )}
      {children}
    </>
  );
}
