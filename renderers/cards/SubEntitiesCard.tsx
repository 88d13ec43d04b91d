import { Button, Empty } from 'antd';
import { useEngine } from '../context/EngineContext.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable, type RelatedColumn } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/**
 * SubEntities: the records of another entity (`entityName` prop) that point at this one (through
 * `field`, default `<entity>Registration`, or a `filter`), with `columns` (default registration,
 * name, status) and an Add button to that entity's page.
 */
export function SubEntitiesCard({ spec, entityName, registration }: CardProps) {
  const { registry, navigate } = useEngine();
  const sub = typeof spec.props.entityName === 'string' ? spec.props.entityName : '';
  if (!sub || !registry.has(sub)) return <Empty description={`No sub-entity configured (entityName "${sub}")`} />;
  if (!registration) return <p>Save the record to see its {sub} records.</p>;
  const columns = Array.isArray(spec.props.columns)
    ? (spec.props.columns as RelatedColumn[])
    : [{ name: 'registration', title: 'Registration' }, { name: 'name', title: 'Name' }, { name: 'status', title: 'Status' }];
  return (
    <>
      <RelatedTable entityName={sub} query={relationQuery(spec.props, entityName, registration)} columns={columns} />
      <Button size="small" style={{ marginTop: 8 }} onClick={() => navigate(registry.clientRoute(sub))}>
        Add {sub}
      </Button>
    </>
  );
}
