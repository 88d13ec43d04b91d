import type { ListQuery } from './types.ts';

type Rec = Record<string, unknown>;
type Tree = Map<string, Tree | true>;

/** `['a', 'b.c', 'b.d']` -> a tree of kept paths; a path that is kept whole ends in `true`. */
function treeOf(paths: string[]): Tree {
  const root: Tree = new Map();
  for (const path of paths) {
    const segments = path.split('.').filter(Boolean);
    let node = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const existing = node.get(segment);
      if (existing === true) return;
      if (last) node.set(segment, true);
      else {
        const child = existing ?? new Map();
        node.set(segment, child);
        node = child;
      }
    });
  }
  return root;
}

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function keep(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return value.map((v) => keep(v, tree));
  if (!isObject(value)) return value;
  const out: Rec = {};
  for (const [key, sub] of tree) {
    if (!Object.hasOwn(value, key)) continue; // own fields only: never `constructor` or `__proto__` of Object.prototype
    out[key] = sub === true ? value[key] : keep(value[key], sub);
  }
  return out;
}

function drop(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return value.map((v) => drop(v, tree));
  if (!isObject(value)) return value;
  const out: Rec = { ...value };
  for (const [key, sub] of tree) {
    if (!Object.hasOwn(out, key)) continue;
    if (sub === true) delete out[key];
    else out[key] = drop(out[key], sub);
  }
  return out;
}

/**
 * Keeps or drops fields of a record as a projection says (`registration,name`, `-_id,registration`,
 * dotted paths such as `persons.name` through arrays). With only exclusions, all other fields stay.
 */
export function applyProjection<T extends Rec>(record: T, projection: ListQuery['projection']): Partial<T> {
  if (!projection) return record;
  const kept = projection.include.length ? keep(record, treeOf(projection.include)) : record;
  return (projection.exclude.length ? drop(kept, treeOf(projection.exclude)) : kept) as Partial<T>;
}
