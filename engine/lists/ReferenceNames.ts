import type { ReferenceColumn } from './referenceColumn.ts';

type Rec = Record<string, unknown>;
/** Reads records of a list path (`/api/person/persons?registration=A,B&projection=...`). */
export type ReadRecords = (path: string) => Promise<Rec[]>;

/** Keys asked for in one request. */
const BATCH = 100;
/** Names kept per entity before the oldest are forgotten. */
const KEPT = 5_000;

/**
 * The names of referenced records, read in batches: every key asked during one turn of the event
 * loop goes into one list request per entity (`?{key}=A,B,C&projection={key},{title}`), so a page of
 * 100 rows naming 40 clients costs one request, and a name once read is not read again. A key the
 * server does not answer (deleted, not readable by the user) resolves to null: the cell keeps the key.
 */
export class ReferenceNames {
  private readonly names = new Map<string, Map<string, string | null>>();
  private readonly waiting = new Map<string, { ref: ReferenceColumn; keys: Map<string, ((name: string | null) => void)[]> }>();
  private scheduled = false;

  constructor(private readonly read: ReadRecords) {}

  /** The name already read: a string, null when the record has none, undefined when not read yet. */
  known(ref: ReferenceColumn, key: string): string | null | undefined {
    return this.names.get(ref.entityName)?.get(key);
  }

  /** The name of a referenced record (null when it cannot be read). */
  name(ref: ReferenceColumn, key: string): Promise<string | null> {
    const known = this.known(ref, key);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve) => {
      const entry = this.waiting.get(ref.entityName) ?? { ref, keys: new Map() };
      this.waiting.set(ref.entityName, entry);
      entry.keys.set(key, [...(entry.keys.get(key) ?? []), resolve]);
      if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(() => void this.flush(), 0);
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batches = [...this.waiting.values()];
    this.waiting.clear();
    await Promise.all(batches.flatMap(({ ref, keys }) => chunks([...keys.keys()], BATCH).map((part) => this.readNames(ref, part, keys))));
  }

  private async readNames(ref: ReferenceColumn, keys: string[], waiting: Map<string, ((name: string | null) => void)[]>): Promise<void> {
    const found = new Map<string, string>();
    try {
      const query = `${encodeURIComponent(ref.keyField)}=${keys.map(encodeURIComponent).join(',')}&projection=${ref.keyField},${ref.titleField}&range=0-${keys.length - 1}&count=false`;
      for (const r of await this.read(`${ref.apiPath}?${query}`)) {
        const title = r[ref.titleField];
        if (typeof title === 'string' && title.trim()) found.set(String(r[ref.keyField]), title);
      }
    } catch {
      // unreadable: the keys stay shown as they are
    }
    const kept = this.names.get(ref.entityName) ?? new Map<string, string | null>();
    this.names.set(ref.entityName, kept);
    for (const key of keys) {
      const name = found.get(key) ?? null;
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, name);
      for (const resolve of waiting.get(key) ?? []) resolve(name);
    }
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
