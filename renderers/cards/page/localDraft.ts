import { hasChanged } from '../../hooks/hasChanged.ts';

type Rec = Record<string, unknown>;

/** A form's unsaved input kept on this device: the fields changed from the record as it was loaded. */
export interface StoredDraft {
  /** When it was last written (ISO). */
  savedAt: string;
  /** The record's `_version` the changes were typed over (none for a new record). */
  version?: number;
  changes: Rec;
}

const PREFIX = 'tabula.draft:';
/** Drafts older than this are dropped when read: a week-old half-typed card is no longer what the user meant. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The key of a form's draft: one per user, tenant, entity and record (`new` for a record being created). */
export function draftKey(scope: { tenant?: string; username?: string }, entityName: string, recordKey: string | undefined): string {
  return `${PREFIX}${scope.tenant ?? ''}:${scope.username ?? ''}:${entityName}:${recordKey ?? 'new'}`;
}

/** The top-level fields of `values` that differ from `saved` (files being chosen are not kept: they cannot be). */
export function changedFields(values: Rec, saved: Rec): Rec {
  const changes: Rec = {};
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith('_') || value instanceof Blob) continue;
    if (hasChanged(value, saved[name])) changes[name] = value;
  }
  return changes;
}

/** The stored changes applied over the record as it is now. */
export function restoredValues(saved: Rec, draft: StoredDraft): Rec {
  return { ...saved, ...draft.changes };
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The drafts of card forms in the browser's localStorage (issue 37 item 1, docs/forms.md): written a
 * moment after each change, removed once saved or discarded, read when the form opens again after
 * a crash, a reload or an expired session. A full or blocked storage loses the draft, never the page.
 */
export const localDrafts = {
  read(key: string, now = Date.now()): StoredDraft | undefined {
    const store = storage();
    try {
      const text = store?.getItem(key);
      if (!text) return undefined;
      const draft = JSON.parse(text) as StoredDraft;
      if (!draft || typeof draft.changes !== 'object' || !Object.keys(draft.changes).length) return undefined;
      if (!(now - Date.parse(draft.savedAt) < MAX_AGE_MS)) {
        store?.removeItem(key);
        return undefined;
      }
      return draft;
    } catch {
      return undefined;
    }
  },
  write(key: string, changes: Rec, version: number | undefined, now = new Date()): void {
    const store = storage();
    try {
      if (!Object.keys(changes).length) store?.removeItem(key);
      else store?.setItem(key, JSON.stringify({ savedAt: now.toISOString(), version, changes } satisfies StoredDraft));
    } catch {
      // quota exceeded or storage refused: the page keeps working, without a draft
    }
  },
  remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing kept, nothing to remove
    }
  },
};
