import type { RowActionDefinition, RowActionRef } from '../../schemas/generated/meta.ts';
import { valueAt } from './valueAt.ts';

type Rec = Record<string, unknown>;

/** Shown after a row action succeeds when the action names no message (seed 001 §8). */
export const DEFAULT_SUCCESS_MESSAGE = 'Event executed successfully';
/** The list reloads this long after a successful action (seed 001 §9). */
export const RELOAD_DELAY_MS = 500;

/** Built-in actions a read-only page hides (copy and view stay, seed 001 §6 and seed 002 §2.4). */
const WRITE_ACTIONS = new Set(['edit', 'delete', 'duplicate']);

/** The query parameter that opens a card read-only (`/invoice/INV1?readOnly=1`): the view action's target. */
export const READ_ONLY_PARAM = 'readOnly';

/** What a page tells a row action about itself. */
export interface RowActionContext {
  /** Detail route of the entity (`/invoice`) and its key field (`registration`). */
  detailRoute: string;
  keyField: string;
  apiPath: string;
  readOnly: boolean;
  /** Statuses in which the server lets a client delete (`x-entity.deletableStatuses`): delete is disabled on the other rows. */
  deletableStatuses?: readonly string[];
}

/** A row action ready to show: the configured definition, or a built-in turned into one. */
export interface ResolvedRowAction extends RowActionDefinition {
  name: string;
  builtIn?: 'edit' | 'view' | 'delete' | 'duplicate' | 'copy' | 'download' | 'transitions';
  confirm?: string;
  /** Duplicate: the url of the whole record, read before its copy is posted, and the key field its copy leaves out. */
  duplicateOf?: { sourceUrl: string; keyField: string };
}

type BuiltInName = Exclude<RowActionRef, RowActionDefinition>;
const BUILT_IN_NAMES = new Set<string>(['edit', 'view', 'delete', 'duplicate', 'copy', 'download', 'transitions']);
const isBuiltInName = (name: string | undefined): name is BuiltInName => name !== undefined && BUILT_IN_NAMES.has(name);

function builtIn(name: BuiltInName, ctx: RowActionContext): ResolvedRowAction {
  const detail = `${ctx.detailRoute}/{${ctx.keyField}}`;
  switch (name) {
    case 'edit':
      return { name, builtIn: name, icon: 'edit', tooltip: 'Edit', redirectTo: detail };
    case 'view':
      return { name, builtIn: name, icon: 'eye', tooltip: 'View', redirectTo: `${detail}?${READ_ONLY_PARAM}=1` };
    case 'delete':
      return {
        name, builtIn: name, icon: 'delete', tooltip: 'Delete', method: 'DELETE', url: `${ctx.apiPath}/{${ctx.keyField}}`, reloadAfterSuccess: true, successMessage: 'Deleted', confirm: 'Delete this record?',
        ...(ctx.deletableStatuses ? { enabledWhen: { status: [...ctx.deletableStatuses] } } : {}),
      };
    case 'duplicate':
      // the whole record is read, then posted without its keys, registration and status (the server gives new ones and validates the copy), and the copy opens
      return { name, builtIn: name, icon: 'copy', tooltip: 'Duplicate', method: 'POST', url: ctx.apiPath, duplicateOf: { sourceUrl: `${ctx.apiPath}/{${ctx.keyField}}`, keyField: ctx.keyField }, redirectToAfterSuccess: detail, reloadAfterSuccess: true, successMessage: 'Duplicated' };
    case 'copy':
      return { name, builtIn: name, icon: 'snippets', tooltip: 'Copy the registration' };
    default:
      return { name, builtIn: name, icon: name === 'download' ? 'download' : 'swap', tooltip: name === 'download' ? 'Download' : 'Transitions' };
  }
}

/** An action's name in words, for an action with neither label nor tooltip (`sendReminder` -> `Send reminder`). */
export function actionName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/**
 * The actions of a row, built-ins resolved, in order; read-only pages drop edit, delete and duplicate.
 * A configured action named after a built-in (`{"name": "delete", "enabledWhen": {...}}`) is that
 * built-in with its settings laid over.
 */
export function resolveRowActions(refs: readonly RowActionRef[] = [], ctx: RowActionContext): ResolvedRowAction[] {
  const out: ResolvedRowAction[] = [];
  for (const ref of refs) {
    const name = typeof ref === 'string' ? ref : ref.name;
    if (ctx.readOnly && name && WRITE_ACTIONS.has(name)) continue;
    if (typeof ref === 'string') out.push(builtIn(ref, ctx));
    else if (isBuiltInName(ref.name)) out.push({ ...builtIn(ref.name, ctx), ...ref, name: ref.name });
    else out.push({ ...ref, name: ref.name ?? ref.label ?? ref.url ?? 'action' });
  }
  return ctx.readOnly && !out.some((a) => a.name === 'view') ? [builtIn('view', ctx), ...out] : out;
}

/** Whether an action shows for a row: not hidden, showAction not false, its condition field truthy. */
export function isActionVisible(action: RowActionDefinition, row: Rec): boolean {
  if (action.hidden || action.showAction === false) return false;
  return !action.conditionField || Boolean(valueAt(row, action.conditionField));
}

/** Whether an action is enabled on a row: not disabled, and the row's values are among those of its `enabledWhen` (seed 001: row actions enabled per row). */
export function isActionEnabled(action: RowActionDefinition, row: Rec): boolean {
  if (action.disabled) return false;
  return Object.entries(action.enabledWhen ?? {}).every(([path, allowed]) => allowed.includes(String(valueAt(row, path) ?? '')));
}

/** Fills `{path}` placeholders of a url from the row (values URL-encoded, arrays joined with commas; missing ones empty). */
export function fillUrl(url: string, row: Rec): string {
  const text = (v: unknown) => encodeURIComponent(String(v ?? ''));
  return url.replace(/\{([^}]+)\}/g, (_, path: string) => {
    const v = valueAt(row, path);
    return Array.isArray(v) ? v.map(text).join(',') : text(v);
  });
}

/**
 * Fills a payload from the row: a string that is exactly `{path}` takes the row value as is (any
 * type); placeholders inside longer strings are replaced by text; objects and arrays are walked.
 */
export function fillPayload(payload: unknown, row: Rec): unknown {
  if (typeof payload === 'string') {
    const whole = /^\{([^}]+)\}$/.exec(payload);
    if (whole) return valueAt(row, whole[1]) ?? null;
    return payload.replace(/\{([^}]+)\}/g, (_, path: string) => String(valueAt(row, path) ?? ''));
  }
  if (Array.isArray(payload)) return payload.map((p) => fillPayload(p, row));
  if (payload && typeof payload === 'object') {
    return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, fillPayload(v, row)]));
  }
  return payload;
}

/** A record without its system fields, registration, status and key field: the body of a duplicate. */
export function duplicateBody(row: Rec, keyField = 'registration'): Rec {
  const { _id: _i, _version: _v, registration: _r, status: _s, _insertDate: _a, _updateDate: _b, _insertUser: _c, _updateUser: _d, ...rest } = row;
  delete rest[keyField];
  return rest;
}

/** The call an action makes for a row: method (POST by default), url and body. */
export function actionRequest(action: ResolvedRowAction, row: Rec): { method: string; path: string; body?: unknown } | undefined {
  if (!action.url) return undefined;
  const method = action.method ?? 'POST';
  const body = action.builtIn === 'duplicate' ? duplicateBody(row) : action.payload ? fillPayload(action.payload, row) : undefined;
  return { method, path: fillUrl(action.url, row), body: method === 'GET' || method === 'DELETE' ? undefined : body };
}
