import { toCamel } from '../../../engine/registry/naming.ts';

type Query = Record<string, string | undefined>;

/**
 * The filter of the records related to an owner: the card's `filter` prop (an object of query
 * values) when given; else `{field: registration}` with the card's `field` prop, or by default
 * `<owner>Registration` (contractRegistration=CTR1); `entityName`/`entityRegistration` for
 * generic attachments (`byOwner`).
 */
export function relationQuery(props: Record<string, unknown>, ownerEntity: string, registration: string, byOwner = false): Query {
  if (props.filter && typeof props.filter === 'object') {
    return Object.fromEntries(Object.entries(props.filter as Record<string, unknown>).map(([k, v]) => [k, String(v).replace('{registration}', registration)]));
  }
  if (byOwner) return { entityName: ownerEntity, entityRegistration: registration };
  const field = typeof props.field === 'string' ? props.field : `${toCamel(ownerEntity)}Registration`;
  return { [field]: registration };
}
