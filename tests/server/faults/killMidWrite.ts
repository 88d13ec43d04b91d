/**
 * The server killed (SIGKILL) in the middle of many concurrent writes, then started again on the
 * same data: every stored record must be whole. Shared by the PGlite and the PostgreSQL test files
 * (one file each, so each stays well under a minute).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect } from 'vitest';
import { contractCashflows } from '../../../engine/finance/contractComputation.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { onServer } from '../support/testDatabases.ts';
import { signInOver, startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.ts';

type Rec = Record<string, unknown>;
type Sql = (sql: string, params?: unknown[]) => Promise<Rec[]>;

const PASSWORD = 'Kill-Mid-Write-Passw0rd';
const CONTRACTS = '/api/financing/contracts';
/** Concurrent writers: each creates a contract (plan, cashflows, history in one transaction), then patches it. */
const WRITERS = 16;
/** The kill comes once this many writes were acknowledged (the others are in flight). */
const ACKNOWLEDGED_BEFORE_KILL = 40;

const LINES = [
  {
    asset: { name: 'Excavator' },
    unitPrice: 40000,
    quantity: 1,
    discount: 0.05,
    taxCode: 'FR20',
    supplierRegistration: 'SUP-1',
  },
  { asset: { name: 'Bucket' }, unitPrice: 1500, quantity: 2, discount: 0, taxCode: 'FR20' },
  {
    asset: { name: 'Old excavator' },
    unitPrice: 8000,
    quantity: 1,
    taxCode: 'FR20',
    isPartExchange: true,
    isFinanced: false,
  },
];

function contractBody(writer: number, n: number): Rec {
  return {
    name: `Kill ${writer}-${n}`,
    type: n % 2 ? 'LEASE' : 'LOAN',
    currency: 'EUR',
    startDate: '2026-01-15',
    duration: 24 + (n % 3) * 12,
    periodicity: '30',
    rate: 0.05,
    residualValue: n % 2 ? 1000 : 0,
    persons: [{ role: 'CLIENT', personRegistration: `CLI-${writer}` }],
    orgaRegistration: 'ORG-1',
    assets: LINES,
  };
}

export interface Engine {
  name: 'pglite' | 'pg';
  /** Environment of the server process: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** Reads the stored rows once the restarted server has been checked (PGlite: after it stopped). */
  inspect<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

export function pgliteEngine(): Engine {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-kill-'));
  const dataDir = join(dir, 'data');
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    async inspect(fn) {
      const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
      try {
        return await fn(async (sql, params) => (await db.query<Rec>(sql, params as never[])).rows);
      } finally {
        await db.close();
      }
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function pgEngine(url: string, drop: () => Promise<void>): Engine {
  return {
    name: 'pg',
    env: { DATABASE_URL: url },
    inspect: (fn) => onServer(url, (client) => fn(async (sql, params) => (await client.query(sql, params)).rows as Rec[])),
    cleanup: drop,
  };
}

interface Acknowledged {
  /** registration -> highest version the server acknowledged */
  versions: Map<string, number>;
  writes: number;
  inFlightAtKill: number;
  failedAfterKill: number;
}

/** WRITERS loops of POST contract + PATCHes until the kill; answers what was acknowledged. */
async function writeUntilKilled(server: ServerProcess, authorization: string): Promise<Acknowledged> {
  const ack: Acknowledged = { versions: new Map(), writes: 0, inFlightAtKill: 0, failedAfterKill: 0 };
  let inFlight = 0;
  let killed = false;
  const headers = { authorization, 'content-type': 'application/json' };
  const send = async (method: string, path: string, body: Rec): Promise<Rec | undefined> => {
    inFlight++;
    try {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const json = (await res.json()) as Rec;
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      const registration = String(json.registration);
      ack.versions.set(registration, Math.max(ack.versions.get(registration) ?? 0, Number(json._version)));
      ack.writes++;
      return json;
    } catch (err) {
      if (!killed) throw err;
      ack.failedAfterKill++;
      return undefined;
    } finally {
      inFlight--;
    }
  };
  const writer = async (w: number) => {
    for (let n = 0; !killed; n++) {
      const created = await send('POST', CONTRACTS, contractBody(w, n));
      if (!created) return;
      for (let p = 1; p <= 2 && !killed; p++) {
        // a new rate: new plan, cashflows deleted and inserted again, a History entry, version + 1
        if (
          !(await send('PATCH', `${CONTRACTS}/${String(created.registration)}`, {
            rate: 0.05 + p / 100,
            duration: 12 * (p + 1),
          }))
        )
          return;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  const deadline = Date.now() + 30_000;
  while (ack.writes < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  // a random moment, so that runs hit the writes at different points (begin, statements, commit)
  await new Promise((r) => setTimeout(r, Math.random() * 50));
  killed = true;
  ack.inFlightAtKill = inFlight;
  server.child.kill('SIGKILL');
  await Promise.all(writers);
  await server.exited;
  return ack;
}

/** Every contract whole: its cashflows are those of its plan, its History count is its version; no orphans. */
async function checkStored(
  sql: Sql,
  ack: Acknowledged,
): Promise<{ contracts: number; cashflows: number; histories: number }> {
  const registry = createDefaultRegistry();
  const [contractT, cashflowT, historyT, taxT] = ['Contract', 'Cashflow', 'History', 'Tax'].map(
    (n) => registry.get(n).table,
  );
  const contracts = await sql(`SELECT registration, version, data FROM ${contractT} WHERE tenant = 'master'`);
  const taxes = (
    await sql(`SELECT data ->> 'code' AS code, data ->> 'rate' AS rate FROM ${taxT} WHERE tenant = 'master'`)
  )
    .filter((t) => t.code)
    .map((t) => ({ code: String(t.code), rate: Number(t.rate ?? 0) || 0 }));
  const flows = await sql(
    `SELECT registration, data ->> 'contractRegistration' AS contract, data ->> 'dueDate' AS "dueDate",
            (data ->> 'amountExclTax')::numeric::text AS excl, (data ->> 'amountInclTax')::numeric::text AS incl
     FROM ${cashflowT} WHERE tenant = 'master' ORDER BY registration`,
  );
  const histories = await sql(
    `SELECT data ->> 'entityRegistration' AS registration, count(*)::int AS n FROM ${historyT}
     WHERE tenant = 'master' AND data ->> 'entityName' = 'Contract' GROUP BY 1`,
  );
  const byContract = new Map<string, Rec[]>();
  for (const f of flows)
    byContract.set(String(f.contract), [...(byContract.get(String(f.contract)) ?? []), f]);
  const historyCount = new Map(histories.map((h) => [String(h.registration), Number(h.n)]));
  const known = new Set(contracts.map((c) => String(c.registration)));

  for (const c of contracts) {
    const registration = String(c.registration);
    const data = c.data as Rec;
    const expected = contractCashflows({ ...data, registration }, taxes).map((d) => ({
      registration: d.registration,
      dueDate: d.dueDate,
      excl: String(Number(d.amountExclTax)),
      incl: String(Number(d.amountInclTax)),
    }));
    const stored = (byContract.get(registration) ?? []).map((f) => ({
      registration: f.registration,
      dueDate: f.dueDate,
      excl: String(Number(f.excl)),
      incl: String(Number(f.incl)),
    }));
    expect(expected.length, `${registration} has a plan`).toBeGreaterThan(0);
    expect(stored, `cashflows of ${registration} (version ${String(c.version)})`).toEqual(expected);
    expect(historyCount.get(registration) ?? 0, `History entries of ${registration}`).toBe(Number(c.version));
  }
  // nothing written for a contract that is not there
  expect(
    [...byContract.keys()].filter((r) => !known.has(r)),
    'cashflows without their contract',
  ).toEqual([]);
  expect(
    [...historyCount.keys()].filter((r) => !known.has(r)),
    'History entries without their record',
  ).toEqual([]);
  // every acknowledged write survived the kill
  const versions = new Map(contracts.map((c) => [String(c.registration), Number(c.version)]));
  for (const [registration, version] of ack.versions) {
    expect(versions.get(registration) ?? 0, `acknowledged version of ${registration}`).toBeGreaterThanOrEqual(
      version,
    );
  }
  return {
    contracts: contracts.length,
    cashflows: flows.length,
    histories: histories.reduce((t, h) => t + Number(h.n), 0),
  };
}

/** The whole scenario; answers figures for the report line of the test. */
export async function killMidWriteScenario(engine: Engine): Promise<string> {
  const env = { ...engine.env, TABULA_ADMIN_PASSWORD: PASSWORD };
  const t0 = performance.now();
  let server: ServerProcess | undefined = await startServerProcess(env);
  try {
    const started = performance.now();
    const ack = await writeUntilKilled(server, await signInOver(server.url, 'admin@master', PASSWORD));
    expect(ack.inFlightAtKill, 'writes in flight when the server was killed').toBeGreaterThan(0);
    const killedAt = performance.now();

    // the same data, a new process: it must start (recovering its WAL) and serve reads and writes
    server = await startServerProcess(env);
    const restarted = performance.now();
    const authorization = await signInOver(server.url, 'admin@master', PASSWORD);
    const list = await fetch(`${server.url}${CONTRACTS}?range=0-999`, { headers: { authorization } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as Rec[]).length).toBeGreaterThanOrEqual(ack.versions.size);
    const after = await fetch(`${server.url}${CONTRACTS}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(contractBody(99, 0)),
    });
    expect(after.status, await after.clone().text()).toBe(201);
    if (engine.name === 'pglite') {
      await stopServerProcess(server); // PGlite: one process at a time on the folder
      server = undefined;
    }
    const stored = await engine.inspect((sql) => checkStored(sql, ack));
    return (
      `${engine.name}: first start ${((started - t0) / 1000).toFixed(1)} s, ${ack.writes} writes acknowledged and ${ack.inFlightAtKill} in flight at SIGKILL ` +
      `(after ${((killedAt - started) / 1000).toFixed(1)} s), restart ${((restarted - killedAt) / 1000).toFixed(1)} s; ` +
      `${stored.contracts} contracts, ${stored.cashflows} cashflows, ${stored.histories} History entries, all whole`
    );
  } finally {
    await stopServerProcess(server);
  }
}
