import type { UserConfiguration } from '../../schemas/generated/shapes.ts';
import { isAdminLike } from '../permissions/hasPermission.ts';

type Listener = (on: boolean) => void;

let on = false;
const listeners = new Set<Listener>();

/**
 * The debug mode of the shell (seed 000 §2.1 Ctrl+Shift+C): one flag for the whole page, read by the
 * forms (field paths as tooltips), the error notices (request id) and the header (developer link).
 * docs/permissions.md lists what it shows.
 */
export const debugMode = {
  get: (): boolean => on,
  set(next: boolean): void {
    if (next === on) return;
    on = next;
    for (const l of listeners) l(on);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

type DebugSource = Pick<UserConfiguration, 'user' | 'options'>;

/**
 * Whether the user may toggle debug mode (seed 000 §6, seed 002 §6): admin-like users (admin, main
 * admin, super admin) signed in, unless the tenant sets options.allowDebugMode to false.
 */
export function mayToggleDebug(config: DebugSource | null | undefined): boolean {
  if (!config?.user) return false;
  return isAdminLike(config.user) && config.options?.allowDebugMode !== false;
}

/**
 * Whether the user may open the developer query-token link (seed 000 §6, §7: GET
 * /api/script/runs/hello-world?who in a new window, signed in by a single-use ticket in the query):
 * admin-like users, or anyone when the tenant sets options.allowOpenQueryToken.
 */
export function mayOpenQueryToken(config: DebugSource | null | undefined): boolean {
  if (!config?.user) return false;
  return isAdminLike(config.user) || config.options?.allowOpenQueryToken === true;
}

/**
 * The developer link: the hello-world run script for `username`. The window opening it adds a
 * single-use ticket to its query (app/api/tickets.ts); a session token never goes in a URL.
 */
export function developerLink(username: string): string {
  return `/api/script/runs/hello-world?who=${encodeURIComponent(username)}`;
}

/** A field's path in its form, as the debug tooltip shows it: `address.city`, `lines[2].amount`. */
export function fieldPathText(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${part}` : part;
  return out;
}
