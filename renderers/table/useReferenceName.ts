import { useContext, useEffect, useMemo, useState } from 'react';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import type { DataProvider } from '../../engine/data/DataProvider.ts';
import { ReferenceNames } from '../../engine/lists/ReferenceNames.ts';
import { readableReference, referenceOf, userReference, type ReferenceColumn } from '../../engine/lists/referenceColumn.ts';
import { EngineContext } from '../context/EngineContext.ts';

type Rec = Record<string, unknown>;

/** One name reader per data provider (so per signed-in session), shared by every cell. */
const readers = new WeakMap<DataProvider, ReferenceNames>();

function readerOf(data: DataProvider): ReferenceNames {
  let reader = readers.get(data);
  if (!reader) {
    reader = new ReferenceNames((path) => data.custom<Rec[]>({ method: 'GET', path }).then((rows) => (Array.isArray(rows) ? rows : [])));
    readers.set(data, reader);
  }
  return reader;
}

function rowEntityOf(linkTo: string, row: Rec | undefined): { field: string; name: unknown } | undefined {
  const field = /^\{([\w.]+)\|route\}/.exec(linkTo)?.[1];
  return field && row ? { field, name: row[field] } : undefined;
}

/**
 * The name of the record a cell's key refers to (docs/table.md#references): undefined when the column
 * is no reference or the name is not read yet, null when the record has no name the user may read.
 * `ownEntity` is the list's entity: its own key column stays a key. An entity the user may not read
 * is not asked for: its keys stay shown as they are.
 */
export function useReferenceName(column: ColumnDefinition, value: unknown, ownEntity?: string, row?: Rec): string | null | undefined {
  const env = useContext(EngineContext);
  // a `{entityName|route}` link depends on the row's entity name (a task's record)
  const rowEntity = column.linkTo?.startsWith('{') ? rowEntityOf(column.linkTo, row) : undefined;
  const ref = useMemo(
    () => (env ? referenceOf(column, env.registry, ownEntity, rowEntity === undefined ? undefined : { [rowEntity.field]: rowEntity.name }) : undefined),
    [column, env, ownEntity, rowEntity?.field, rowEntity?.name],
  );
  return useKeyName(ref, value);
}

/** The name of a user (a username field shown read-only): its name, or undefined/null like useReferenceName. */
export function useUserName(username: unknown): string | null | undefined {
  const env = useContext(EngineContext);
  const ref = useMemo(() => (env ? userReference(env.registry) : undefined), [env]);
  return useKeyName(ref, username);
}

function useKeyName(ref: ReferenceColumn | undefined, value: unknown): string | null | undefined {
  const env = useContext(EngineContext);
  const key = typeof value === 'string' && value ? value : undefined;
  // only what the user may read is asked for (a sales user reads assignees' names through the tasks' user names)
  const readable = useMemo(() => (env && ref ? readableReference(ref, env.can, env.registry) : undefined), [env, ref]);
  const reader = env && readable ? readerOf(env.data) : undefined;
  const known = reader && key ? reader.known(readable!, key) : undefined;
  const [name, setName] = useState<{ key: string; name: string | null } | undefined>(undefined);
  useEffect(() => {
    if (!reader || !readable || !key || known !== undefined) return;
    let live = true;
    void reader.name(readable, key).then((n) => live && setName({ key, name: n }));
    return () => {
      live = false;
    };
  }, [reader, readable, key, known]);
  if (known !== undefined) return known;
  return name && name.key === key ? name.name : undefined;
}
