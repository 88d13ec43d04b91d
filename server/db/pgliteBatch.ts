import { createRequire } from 'node:module';
import { parse, protocol, type Results } from '@electric-sql/pglite';

/** node-postgres's conversion of a parameter to the text it sends (dates, arrays, JSON, buffers). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

type Value = string | ArrayBufferView | null;

const { serialize } = protocol;
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();

/** One parameter as node-postgres sends it: text, or bytes for a Buffer (binary format). */
function wireValue(value: unknown): Value {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return null;
  if (ArrayBuffer.isView(prepared)) return prepared;
  return String(prepared);
}

/**
 * The protocol messages of one call into PGlite. A call crosses into WebAssembly once, runs every
 * message it carries and answers all their results, so a transaction start, a statement and its
 * parameters travel together instead of the six calls PGlite's own `query` makes for them (parse,
 * describe, bind, describe, execute, sync) and the two of `exec` (query, sync).
 */
export class Batch {
  private readonly parts: Uint8Array[] = [];

  /** Statements without parameters, several allowed (simple protocol: one `Query` message). */
  simple(sql: string): this {
    this.parts.push(serialize.query(sql));
    return this;
  }

  /**
   * One statement with its parameters (extended protocol, unnamed statement, as node-postgres
   * sends it: the values as text with no type, so the statement's context types them; the SQL
   * runs the same on both engines).
   */
  extended(sql: string, params: readonly unknown[] = [], statement?: PreparedUse): this {
    if (!statement?.parsed) this.parts.push(serialize.parse({ text: sql, name: statement?.name }));
    this.parts.push(serialize.bind({ values: params.map(wireValue), statement: statement?.name }), DESCRIBE_PORTAL, EXECUTE, SYNC);
    return this;
  }

  /** Drops prepared statements (no error for a name that does not exist); a following Sync ends them. */
  close(names: readonly string[]): this {
    for (const name of names) this.parts.push(serialize.close({ type: 'S', name }));
    return this;
  }

  /** The messages as one buffer. */
  bytes(): Uint8Array {
    let size = 0;
    for (const part of this.parts) size += part.length;
    const out = new Uint8Array(size);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/** A named prepared statement to run: `parsed` when the connection already has it. */
export interface PreparedUse {
  name: string;
  parsed: boolean;
}

/** The result sets of a call's answer, typed by PGlite's own parsers (as its `query` would). */
export function resultsOf(messages: Parameters<typeof parse.parseResults>[0], parsers: Parameters<typeof parse.parseResults>[1]): Results[] {
  return parse.parseResults(messages, parsers);
}
