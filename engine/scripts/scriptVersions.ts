/** One changed field of a History entry (server/entities/history.ts writes them). */
export interface HistoryChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** One History entry of a record: CREATE, UPDATE (or TRANSITION), DELETE. */
export interface HistoryStep {
  action: string;
  changes: HistoryChange[];
  date: string | null;
  username: string | null;
}

/** A past (or the current) state of a record, rebuilt from its History. */
export interface RecordVersion {
  version: number;
  date: string | null;
  username: string | null;
  /** Fields this version changed (empty for the oldest known version). */
  changed: string[];
  record: Record<string, unknown>;
}

type Rec = Record<string, unknown>;

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function setPath(target: Rec, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Rec;
  }
  const last = keys[keys.length - 1];
  if (value === null || value === undefined) delete node[last];
  else node[last] = structuredClone(value);
}

/** The current record of a History replay: its data, row version, and creation date and user. */
export interface CurrentRecord {
  data: Rec;
  version: number;
  createdAt: string | null;
  createdBy: string | null;
}

/**
 * Rebuilds the versions of a record by walking its History back from the current state: each
 * UPDATE entry (a write that changed something, so one that bumped the version) is undone with
 * its old values. Walking back, not forward, works for records created without a History entry
 * (the shipped configuration seeded on first start). Oldest first; stops at a CREATE or DELETE.
 */
export function replayVersions(current: CurrentRecord, steps: readonly HistoryStep[]): RecordVersion[] {
  const updates: HistoryStep[] = [];
  for (const step of [...steps].reverse()) {
    if (step.action === 'CREATE' || step.action === 'DELETE') break;
    updates.push(step);
  }
  const created = steps.find((s) => s.action === 'CREATE');
  let state: Rec = structuredClone(current.data);
  let version = current.version;
  const out: RecordVersion[] = [];
  for (const step of updates) {
    if (version < 1) break;
    out.push({ version, date: step.date, username: step.username, changed: step.changes.map((c) => c.field), record: { ...state, version } });
    state = structuredClone(state);
    for (const change of step.changes) setPath(state, change.field, change.old);
    version -= 1;
  }
  if (version >= 1) {
    out.push({
      version,
      date: created?.date ?? current.createdAt,
      username: created?.username ?? current.createdBy,
      changed: [],
      record: { ...state, version },
    });
  }
  return out.reverse();
}
