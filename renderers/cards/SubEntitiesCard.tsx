import { Button, Empty } from 'antd';
import { useEngine } from '../context/EngineContext.ts';
import type { CardProps } from './CardProps.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { RelatedTable, type RelatedColumn } from './parts/RelatedTable.tsx';
import { relationQuery } from './parts/relationQuery.ts';

/**
 * SubEntities: the records of another entity (`entityName` prop) that point at this one (through
 * `field`, default `<entity>Registration`, or a `filter`), with `columns` (default registration,
 * name, status) and an Add button to that entity's page.
 */
export function SubEntitiesCard({ spec, entityName, registration }: CardProps) {
  const { registry, navigate, t } = useEngine();
  const sub = typeof spec.props.entityName === 'string' ? spec.props.entityName : '';
  if (!sub || !registry.has(sub)) return <Empty description={fillText(t('No sub-entity configured (entityName "{{entity}}")'), { entity: sub })} />;
  if (!registration) return <p>{fillText(t('Save the record to see its {{entity}} records.'), { entity: sub })}</p>;
  const columns = Array.isArray(spec.props.columns)
    ? (spec.props.columns as RelatedColumn[])
    : [{ name: 'registration', title: t('Registration') }, { name: 'name', title: t('Name') }, { name: 'status', title: t('Status') }];
  return (
    <>
      <RelatedTable entityName={sub} query={relationQuery(spec.props, entityName, registration)} columns={columns} />
      <Button size="small" style={{ marginTop: 8 }} onClick={() => navigate(registry.clientRoute(sub))}>
        {fillText(t('Add {{entity}}'), { entity: sub })}
      </Button>
    </>
  );
}
