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
}

/** A row action ready to show: the configured definition, or a built-in turned into one. */
export interface ResolvedRowAction extends RowActionDefinition {
  name: string;
  builtIn?: 'edit' | 'view' | 'delete' | 'duplicate' | 'copy' | 'download' | 'transitions';
  confirm?: string;
}

function builtIn(name: Exclude<RowActionRef, RowActionDefinition>, ctx: RowActionContext): ResolvedRowAction {
  const detail = `${ctx.detailRoute}/{${ctx.keyField}}`;
  switch (name) {
    case 'edit':
      return { name, builtIn: name, icon: 'edit', tooltip: 'Edit', redirectTo: detail };
    case 'view':
      return { name, builtIn: name, icon: 'eye', tooltip: 'View', redirectTo: `${detail}?${READ_ONLY_PARAM}=1` };
    case 'delete':
      return { name, builtIn: name, icon: 'delete', tooltip: 'Delete', method: 'DELETE', url: `${ctx.apiPath}/{${ctx.keyField}}`, reloadAfterSuccess: true, successMessage: 'Deleted', confirm: 'Delete this record?' };
    case 'duplicate':
      return { name, builtIn: name, icon: 'copy', tooltip: 'Duplicate', method: 'POST', url: ctx.apiPath, reloadAfterSuccess: true, successMessage: 'Duplicated' };
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

/** The actions of a row, built-ins resolved, in order; read-only pages drop edit, delete and duplicate. */
export function resolveRowActions(refs: readonly RowActionRef[] = [], ctx: RowActionContext): ResolvedRowAction[] {
  const out: ResolvedRowAction[] = [];
  for (const ref of refs) {
    if (typeof ref === 'string') {
      if (ctx.readOnly && WRITE_ACTIONS.has(ref)) continue;
      out.push(builtIn(ref, ctx));
    } else out.push({ ...ref, name: ref.name ?? ref.label ?? ref.url ?? 'action' });
  }
  return ctx.readOnly && !out.some((a) => a.name === 'view') ? [builtIn('view', ctx), ...out] : out;
}

/** Whether an action shows for a row: not hidden, showAction not false, its condition field truthy. */
export function isActionVisible(action: RowActionDefinition, row: Rec): boolean {
  if (action.hidden || action.showAction === false) return false;
  return !action.conditionField || Boolean(valueAt(row, action.conditionField));
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

/** A row without its system fields: the body of a duplicate. */
export function duplicateBody(row: Rec): Rec {
  const { _id: _i, _version: _v, registration: _r, status: _s, _insertDate: _a, _updateDate: _b, _insertUser: _c, _updateUser: _d, ...rest } = row;
  return rest;
}

/** The call an action makes for a row: method (POST by default), url and body. */
export function actionRequest(action: ResolvedRowAction, row: Rec): { method: string; path: string; body?: unknown } | undefined {
  if (!action.url) return undefined;
  const method = action.method ?? 'POST';
  const body = action.builtIn === 'duplicate' ? duplicateBody(row) : action.payload ? fillPayload(action.payload, row) : undefined;
  return { method, path: fillUrl(action.url, row), body: method === 'GET' || method === 'DELETE' ? undefined : body };
}
