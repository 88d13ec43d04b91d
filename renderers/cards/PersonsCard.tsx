import { Empty, Tabs } from 'antd';
import { useCardPage } from './page/CardPageContext.ts';
import type { CardProps } from './CardProps.ts';
import { PersonSummary } from './parts/PersonSummary.tsx';

type Rec = Record<string, unknown>;

/**
 * Persons: one tab per person linked to the record (role and name as tab title, the person's
 * main facts inside), above the editor of the links. A field error under `persons.N` opens tab N
 * (seed 002 §2.9).
 */
export function PersonsCard({ record, children }: CardProps) {
  const { personTab, setPersonTab } = useCardPage();
  const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
  return (
    <>
      {persons.length ? (
        <Tabs
          size="small"
          activeKey={String(Math.min(personTab, persons.length - 1))}
          onChange={(k) => setPersonTab(Number(k))}
          items={persons.map((p, i) => ({
            key: String(i),
            label: `${String(p.role ?? '?')}: ${String(p.name ?? p.personRegistration ?? '')}`,
            children: <PersonSummary link={p} />,
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No person linked yet" />
      )}
      {children}
    </>
  );
}
