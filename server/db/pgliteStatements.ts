import type { PreparedUse } from './pgliteBatch.ts';

/** How many prepared statements PGlite's connection keeps when turned on (the least recently used go first). */
export const PGLITE_STATEMENTS = 200;

/**
 * On unless PGLITE_STATEMENTS=0. They were off from 2026-11-28 01:59 to 05:20: a clean-clone CI run
 * lost the type chosen for a second registration in the registration e2e journey. That run also had
 * the card field slices (24e4967, withdrawn since), the lost type is state of the dialog alone (no
 * request runs between choosing it and Save), and the journey passes with them on (docs/performance.md).
 */
const PGLITE_STATEMENTS_UNSET = PGLITE_STATEMENTS;

/** Statements worth preparing: reads and writes. Anything else (DDL...) may change what a kept one answers. */
const CACHEABLE = /^\s*(?:SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;
/** Statements that change no table's shape: the kept statements stay valid after them. */
const HARMLESS = /^\s*(?:SELECT|WITH|INSERT|UPDATE|DELETE|SAVEPOINT|RELEASE|ROLLBACK\s+TO|SET|SHOW|VALUES|EXPLAIN|BEGIN|COMMIT|ROLLBACK|NOTIFY|LISTEN|UNLISTEN)\b/i;

/**
 * The prepared statements of PGlite's one connection, by SQL text (and by who runs them: tenant
 * transactions as `tabula_app`, admin ones as the owner). Planning is most of what a statement
 * costs in PGlite (a GET one: 0.68 ms unprepared, 0.25 ms prepared, bench/api's 200k database),
 * so a statement seen before is bound and executed without parse and plan. PostgreSQL keeps the
 * plans valid itself (DDL on a table re-plans what uses it; row-level security re-plans for
 * another role); a statement whose result columns could change under it (`SELECT *` after an
 * ALTER TABLE) is avoided by forgetting every kept statement when anything other than a read or a
 * write runs. Names are never reused: a forgotten or failed one is closed in a later call.
 */
export class PgliteStatements {
  private readonly kept = new Map<string, string>();
  private readonly toClose: string[] = [];
  private next = 0;

  constructor(private readonly limit = PGLITE_STATEMENTS) {}

  /** The named statement to run `sql` with, or undefined to run it unnamed (not worth keeping). */
  use(sql: string, owner: boolean): PreparedUse | undefined {
    if (this.limit <= 0 || !CACHEABLE.test(sql)) {
      if (!HARMLESS.test(sql)) this.forgetAll();
      return undefined;
    }
    const key = `${owner ? 'o' : 't'}${sql}`;
    const name = this.kept.get(key);
    if (name !== undefined) {
      // most recently used last
      this.kept.delete(key);
      this.kept.set(key, name);
      return { name, parsed: true };
    }
    return { name: `tabula_${++this.next}`, parsed: false };
  }

  /** `statement` ran: a new one is kept from now on (and the oldest closed past the limit). */
  ran(sql: string, owner: boolean, statement: PreparedUse): void {
    if (statement.parsed) return;
    const key = `${owner ? 'o' : 't'}${sql}`;
    // two reads sent together prepared the same text under two names: the second is closed
    if (this.kept.has(key)) {
      this.toClose.push(statement.name);
      return;
    }
    this.kept.set(key, statement.name);
    if (this.kept.size > this.limit) {
      const [oldest] = this.kept;
      this.kept.delete(oldest[0]);
      this.toClose.push(oldest[1]);
    }
  }

  /** `statement` failed: whether or not the connection has it, it is closed and prepared again next time. */
  failed(sql: string, owner: boolean, statement: PreparedUse): void {
    this.kept.delete(`${owner ? 'o' : 't'}${sql}`);
    this.toClose.push(statement.name);
  }

  /** Statements other than reads and writes ran (exec): forget every kept one. */
  executed(sql: string): void {
    if (!HARMLESS.test(sql) || /;\s*\S/.test(sql)) this.forgetAll();
  }

  /** The names to close in the next call (taken: the caller sends them). */
  takeClosing(): string[] {
    return this.toClose.splice(0);
  }

  private forgetAll(): void {
    for (const name of this.kept.values()) this.toClose.push(name);
    this.kept.clear();
  }
}

/** PGLITE_STATEMENTS from the environment: how many prepared statements to keep (0: none); unset or invalid: {@link PGLITE_STATEMENTS} (see {@link PGLITE_STATEMENTS_UNSET}). */
export function readPgliteStatements(env: NodeJS.ProcessEnv): number {
  const value = Number(env.PGLITE_STATEMENTS);
  return env.PGLITE_STATEMENTS !== undefined && env.PGLITE_STATEMENTS !== '' && Number.isInteger(value) && value >= 0 ? value : PGLITE_STATEMENTS_UNSET;
}
