import { Table, Typography } from 'antd';
import { useEngine } from '../context/EngineContext.ts';
import type { CardProps } from './CardProps.ts';

type Rec = Record<string, unknown>;

/** PersonsReadOnly: the persons linked to the record (role, person, name), without editing. */
export function PersonsReadOnlyCard({ record, spec }: CardProps) {
  const { navigate, registry, t } = useEngine();
  const field = typeof spec.props.field === 'string' ? spec.props.field : 'persons';
  const persons = Array.isArray(record[field]) ? (record[field] as Rec[]) : [];
  return (
    <Table<Rec>
      size="small"
      pagination={false}
      rowKey={(p) => `${String(p.role)}:${String(p.personRegistration)}:${persons.indexOf(p)}`}
      dataSource={persons}
      locale={{ emptyText: t('No person') }}
      columns={[
        { key: 'role', title: t('Role'), dataIndex: 'role' },
        {
          key: 'person',
          title: t('Person'),
          dataIndex: 'personRegistration',
          render: (reg: unknown) => (reg ? <Typography.Link onClick={() => navigate(registry.clientRoute('Person', String(reg)))}>{String(reg)}</Typography.Link> : '-'),
        },
        { key: 'name', title: t('Name'), render: (_: unknown, p: Rec) => String(p.name ?? (p.person as Rec | undefined)?.name ?? '') },
      ]}
    />
  );
}
