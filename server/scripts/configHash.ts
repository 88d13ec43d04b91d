import { createHash } from 'node:crypto';

type Rec = Record<string, unknown>;

const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** Hash of what a sync owns in a Script record: its type, entity and content. */
export function scriptHash(r: Rec): string {
  return digest([norm(r.type), norm(r.entityName), norm(r.content)]);
}

/** Hash of what a sync owns in a List record: its items and flags. */
export function listHash(r: Rec): string {
  const items = Array.isArray(r.items) ? (r.items as Rec[]) : [];
  return digest([items.map((i) => [norm(i.value), norm(i.label), i.isTranslated === true]), r.sorted === true, r.translated === true, norm(r.displayNames)]);
}
