import type { Queryable } from '../../server/db/Database.ts';

/** The columns both export benchmarks ask for: text, a date and a currency amount. */
export const EXPORT_COLUMNS = [
  { headerLabel: 'Registration', key: 'registration' },
  { headerLabel: 'Name', key: 'name', width: 30 },
  { headerLabel: 'Status', key: 'status' },
  { headerLabel: 'Due date', key: 'dueDate', format: 'date' },
  { headerLabel: 'Amount', key: 'amountExclTax', format: 'currency', currency: 'currency' },
  { headerLabel: 'Contract', key: 'contractRegistration' },
];

/** Writes the invoices BENCH{from}..BENCH{to} straight through SQL, as the store would store them. */
export async function insertBenchInvoices(q: Queryable, table: string, from: number, to: number): Promise<void> {
  await q.query(
    `INSERT INTO ${table} (registration, name, status, data)
     SELECT 'BENCH' || lpad(i::text, 7, '0'), 'Invoice ' || i, (ARRAY['PAID','OPEN','DRAFT'])[1 + i % 3],
            jsonb_build_object('name', 'Invoice ' || i, 'dueDate', to_char(date '2024-01-01' + (i % 365), 'YYYY-MM-DD'),
              'amountExclTax', round((i * 13.37)::numeric % 100000, 2), 'currency', 'EUR', 'contractRegistration', 'CTR' || (i % 5000))
     FROM generate_series($1::int, $2::int) i`,
    [from, to],
  );
}
