import type { SessionAttrs } from './pgHosts.ts';

/** What a freshly opened connection tells of its server (`pg_is_in_recovery()`, `transaction_read_only`). */
export interface ServerRole {
  inRecovery: boolean;
  readOnly: boolean;
}

/** Whether a server in `role` is one `attrs` accepts (libpq's `target_session_attrs`). */
export function serverMatches(attrs: SessionAttrs, role: ServerRole): boolean {
  switch (attrs) {
    case 'read-write':
      return !role.readOnly;
    case 'read-only':
      return role.readOnly;
    case 'primary':
      return !role.inRecovery;
    case 'standby':
      return role.inRecovery;
    default:
      return true;
  }
}

/**
 * Which of `count` servers a new connection tries: the last one that matched (at first, the first
 * of the URL). A server that fails (refused, unreachable, or not of the wanted kind) passes the turn
 * to the next in the URL's order, wrapping around, so successive attempts go through every server
 * starting with the last known good one. Connections opened at the same time that fail on the same
 * server move the turn once, not once each.
 */
export class HostChoice {
  #current = 0;

  constructor(readonly count: number) {}

  /** The server the next connection tries. */
  current(): number {
    return this.#current;
  }

  /** Server `index` accepted a connection: it is where the next ones go. */
  succeeded(index: number): void {
    this.#current = index;
  }

  /** Server `index` failed: when it had the turn, the next server has it. */
  failed(index: number): void {
    if (this.#current === index) this.#current = (index + 1) % this.count;
  }
}
