import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/Database.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { PgliteStatements } from '../../../server/db/pgliteStatements.ts';

describe('PgliteStatements', () => {
  it('keeps reads and writes by text and runner, evicts the least recently used, never reuses a name', () => {
    const s = new PgliteStatements(2);
    const a = s.use('SELECT 1', false)!;
    expect(a.parsed).toBe(false);
    s.ran('SELECT 1', false, a);
    expect(s.use('SELECT 1', false)).toEqual({ name: a.name, parsed: true });
    // the owner's statement is another one (planned for another role)
    const owner = s.use('SELECT 1', true)!;
    expect(owner.parsed).toBe(false);
    s.ran('SELECT 1', true, owner);
    s.use('SELECT 1', false); // used last: the owner's is now the oldest
    const b = s.use('UPDATE t SET a = $1', false)!;
    s.ran('UPDATE t SET a = $1', false, b);
    expect(s.takeClosing()).toEqual([owner.name]);
    expect(s.use('SELECT 1', false)?.parsed).toBe(true);
    // a failed statement is closed and prepared again under a new name
    s.failed('SELECT 1', false, a);
    expect(s.takeClosing()).toEqual([a.name]);
    const again = s.use('SELECT 1', false)!;
    expect(again.parsed).toBe(false);
    expect(again.name).not.toBe(a.name);
  });

  it('closes the second name of a text two reads sent together prepared', () => {
    const s = new PgliteStatements(10);
    const a = s.use('SELECT 2', false)!;
    const b = s.use('SELECT 2', false)!;
    expect(b.name).not.toBe(a.name);
    s.ran('SELECT 2', false, a);
    s.ran('SELECT 2', false, b);
    expect(s.takeClosing()).toEqual([b.name]);
    expect(s.use('SELECT 2', false)).toEqual({ name: a.name, parsed: true });
  });

  it('forgets every statement when anything but a read or a write runs, and keeps none when off', () => {
    const s = new PgliteStatements(10);
    const a = s.use('SELECT * FROM t', false)!;
    s.ran('SELECT * FROM t', false, a);
    s.executed('SAVEPOINT x');
    expect(s.use('SELECT * FROM t', false)?.parsed).toBe(true);
    s.executed('ALTER TABLE t ADD COLUMN b int');
    expect(s.takeClosing()).toEqual([a.name]);
    expect(s.use('SELECT * FROM t', false)?.parsed).toBe(false);
    expect(s.use('CREATE INDEX i ON t (a)', false)).toBeUndefined();
    expect(new PgliteStatements(0).use('SELECT 1', false)).toBeUndefined();
  });
});

describe('PGlite transactions with prepared statements', () => {
  let db: Database;
  beforeAll(async () => {
    // prepared statements on whatever the environment says (PGLITE_STATEMENTS=0 turns them off)
    process.env.PGLITE_STATEMENTS = '200';
    db = await openPglite();
    delete process.env.PGLITE_STATEMENTS;
    await db.admin((q) =>
      q.exec(`CREATE ROLE tabula_app NOLOGIN;
        CREATE TABLE items (tenant text NOT NULL DEFAULT current_setting('app.tenant', true), n int NOT NULL, label text);
        ALTER TABLE items ENABLE ROW LEVEL SECURITY;
        CREATE POLICY items_tenant ON items USING (tenant = current_setting('app.tenant', true)) WITH CHECK (tenant = current_setting('app.tenant', true));
        GRANT SELECT, INSERT, UPDATE, DELETE ON items TO tabula_app;`),
    );
    for (const tenant of ['a', 'b']) {
      await db.withTenant(tenant, async (q) => {
        for (let n = 1; n <= 3; n++) await q.query('INSERT INTO items (n, label) VALUES ($1, $2)', [n, `${tenant}${n}`]);
      });
    }
  });
  afterAll(() => db.close());

  const labels = (tenant: string) => db.withTenant(tenant, (q) => q.query<{ label: string }>('SELECT label FROM items WHERE n >= $1 ORDER BY n', [1]));

  it('runs the same prepared statement for each tenant with its own rows, role and settings on every statement', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await labels('a')).rows.map((r) => r.label)).toEqual(['a1', 'a2', 'a3']);
      expect((await labels('b')).rows.map((r) => r.label)).toEqual(['b1', 'b2', 'b3']);
    }
    const seen = await db.withTenant('b', async (q) => {
      await q.query('SELECT 1');
      return (await q.query<{ role: string; tenant: string }>("SELECT current_user AS role, current_setting('app.tenant', true) AS tenant")).rows[0];
    });
    expect(seen).toEqual({ role: 'tabula_app', tenant: 'b' });
    // the owner sees every row through its own statement
    const all = await db.admin((q) => q.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE n >= $1', [1]));
    expect(all.rows[0].n).toBe(6);
  });

  it('answers the new columns of SELECT * after a change of the table', async () => {
    const star = () => db.withTenant('a', (q) => q.query<Record<string, unknown>>('SELECT * FROM items WHERE n = $1', [1]));
    expect(Object.keys((await star()).rows[0])).toEqual(['tenant', 'n', 'label']);
    await db.admin((q) => q.exec('ALTER TABLE items ADD COLUMN extra int'));
    expect(Object.keys((await star()).rows[0])).toEqual(['tenant', 'n', 'label', 'extra']);
  });

  it('rolls back on an error and runs the failed statement again afterwards', async () => {
    const insert = (tenant: string, n: unknown) => db.withTenant(tenant, (q) => q.query('INSERT INTO items (n, label) VALUES ($1, $2)', [n, 'x']));
    await expect(insert('a', 'not a number')).rejects.toMatchObject({ code: '22P02' });
    await expect(db.withTenant('a', async (q) => {
      await q.query('INSERT INTO items (n, label) VALUES ($1, $2)', [9, 'rolled back']);
      throw new Error('stop');
    })).rejects.toThrow('stop');
    // row-level security refuses another tenant's row
    await expect(db.withTenant('a', (q) => q.query("INSERT INTO items (tenant, n, label) VALUES ('b', $1, 'x')", [5]))).rejects.toMatchObject({ code: '42501' });
    await insert('a', 7);
    const rows = await db.withTenant('a', (q) => q.query<{ label: string }>('SELECT label FROM items WHERE n > $1 ORDER BY n', [3]));
    expect(rows.rows.map((r) => r.label)).toEqual(['x']);
  });

  it('refuses to commit a transaction an error aborted when the caller went on', async () => {
    await expect(db.withTenant('a', async (q) => {
      await q.query('SELECT $1::int', ['x']).catch(() => undefined);
    })).rejects.toMatchObject({ code: '25P02' });
  });
});
