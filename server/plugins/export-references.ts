import type { ExcelColumn } from '../../engine/lists/excelColumns.ts';
import { referenceOf, type ReferenceColumn } from '../../engine/lists/referenceColumn.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { toLabel } from '../../engine/registry/naming.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { Params } from '../entities/sqlWhere.ts';

type Rec = Record<string, unknown>;

/** A link to the record the row names: `{entityName|route}/{entityRegistration}` (tasks, documents). */
const BY_ROW = /^\{([\w.]+)\|route\}\/\{([^}]+)\}$/;

/** A list column the export writes by name (docs/table.md, Excel export): the name, then the key in a column of its own. */
export interface ExportReference {
  /** The referenced entity when the column fixes it (`/person/{personRegistration}`). */
  fixed?: ReferenceColumn;
  /** The path of the row field naming the entity when the row does (`entityName`). */
  entityPath?: string;
  /** The header of the key column, untranslated: `Registration`, `Username`. */
  keyLabel: string;
}

/** The column definition referenceOf reads, from an Excel column (its key is the list column's name). */
const asListColumn = (c: ExcelColumn) => ({ name: c.key ?? c.headerLabel, linkTo: c.linkTo, select: c.select });

/**
 * The reference columns of a list export and the names of the records they name, read chunk by
 * chunk: {@link read} runs in the chunk's own tenant transaction (row-level security holds) and asks
 * one query per referenced entity for every key of the chunk, so memory holds one chunk's names. An
 * entity the caller may not read (`readable`) is never read: its keys stay as they are, and a column
 * that can only name such records is exported as before, keys only.
 */
export class ExportReferences {
  /** Per column of the export: how it is a reference, or undefined. */
  readonly columns: (ExportReference | undefined)[];
  private names = new Map<string, Map<string, string>>();
  private readonly readableCache = new Map<string, boolean>();

  constructor(
    private readonly ctx: AppContext,
    private readonly source: readonly ExcelColumn[],
    private readonly ownEntity: string,
    private readonly readable: (info: EntityInfo) => boolean,
  ) {
    this.columns = source.map((c) => this.referenceColumn(c));
  }

  private referenceColumn(c: ExcelColumn): ExportReference | undefined {
    if (!c.linkTo || c.select || (c.format && c.format !== 'text')) return undefined;
    const column = asListColumn(c);
    const byRow = BY_ROW.exec(c.linkTo);
    if (byRow) return byRow[2] === column.name ? { entityPath: byRow[1], keyLabel: 'Registration' } : undefined;
    const fixed = referenceOf(column, this.ctx.registry, this.ownEntity);
    return fixed && this.canRead(fixed.entityName) ? { fixed, keyLabel: toLabel(fixed.keyField) } : undefined;
  }

  /** Whether any column is shown by name. */
  get any(): boolean {
    return this.columns.some(Boolean);
  }

  /** Row fields to read besides the columns' own: the field naming a row's entity. */
  get extraKeys(): string[] {
    return this.columns.flatMap((r) => (r?.entityPath ? [r.entityPath] : []));
  }

  private canRead(entityName: string): boolean {
    let ok = this.readableCache.get(entityName);
    if (ok === undefined) {
      ok = this.ctx.registry.has(entityName) && this.readable(this.ctx.registry.get(entityName));
      this.readableCache.set(entityName, ok);
    }
    return ok;
  }

  /** The referenced entity of a cell, when the caller may read it. */
  private referenceOf(row: Rec, index: number): ReferenceColumn | undefined {
    const ref = this.columns[index];
    if (!ref) return undefined;
    if (ref.fixed) return ref.fixed;
    const found = referenceOf(asListColumn(this.source[index]), this.ctx.registry, this.ownEntity, row);
    return found && this.canRead(found.entityName) ? found : undefined;
  }

  /**
   * Reads the names of every key the rows of one chunk name, one query per referenced entity, in
   * `q` (the chunk's tenant transaction); the names of the previous chunk are forgotten.
   */
  async read(q: Queryable, rows: readonly Rec[]): Promise<void> {
    const wanted = new Map<string, { ref: ReferenceColumn; keys: Set<string> }>();
    for (let i = 0; i < this.columns.length; i++) {
      if (!this.columns[i]) continue;
      const path = this.source[i].key ?? this.source[i].headerLabel;
      for (const row of rows) {
        const key = keyOf(valueAt(row, path));
        const ref = key === undefined ? undefined : this.referenceOf(row, i);
        if (!ref || key === undefined) continue;
        const entry = wanted.get(ref.entityName) ?? { ref, keys: new Set<string>() };
        wanted.set(ref.entityName, entry);
        entry.keys.add(key);
      }
    }
    const names = new Map<string, Map<string, string>>();
    for (const [entityName, { ref, keys }] of wanted) names.set(entityName, await this.readNames(q, ref, [...keys]));
    this.names = names;
  }

  private async readNames(q: Queryable, ref: ReferenceColumn, keys: string[]): Promise<Map<string, string>> {
    const info = this.ctx.registry.get(ref.entityName);
    const p = new Params();
    const key = this.expression(info, ref.keyField, p);
    const title = this.expression(info, ref.titleField, p);
    if (!key || !title) return new Map();
    const { rows } = await q.query<{ k: string | null; t: string | null }>(`SELECT ${key} AS k, ${title} AS t FROM ${info.table} WHERE ${key} = ANY(${p.add(keys)}::text[])`, p.values);
    return new Map(rows.flatMap((r) => (r.k !== null && r.t?.trim() ? [[r.k, r.t] as [string, string]] : [])));
  }

  /** The SQL text of a field of a referenced record: its column, or its path in `data`. */
  private expression(info: EntityInfo, field: string, p: Params): string | undefined {
    const f = this.ctx.store.field(info, field);
    if (!f || f.elementPath) return undefined;
    // the name column may be empty where the data holds the name (as records are read)
    if (f.column === 'name') return `COALESCE(name, data ->> 'name')`;
    return f.column ? `${f.column}::text` : `(data #>> ${p.add(f.path)}::text[])`;
  }

  /** The name of the record a cell names, from the names of the current chunk; undefined when unknown or unreadable. */
  name(row: Rec, index: number, value: unknown): string | undefined {
    const key = keyOf(value);
    const ref = key === undefined ? undefined : this.referenceOf(row, index);
    return ref && key !== undefined ? this.names.get(ref.entityName)?.get(key) : undefined;
  }
}

function keyOf(value: unknown): string | undefined {
  return (typeof value === 'string' && value) || typeof value === 'number' ? String(value) : undefined;
}
