import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { saveDocument } from '../../storage/saveDocument.ts';
import { demoFileContent } from './demoFileContent.ts';
import type { DemoWorld, Rec } from './types.ts';

const REF = /^@[A-Za-z]+:\d+$/;

/** Writes the demo world as this user, in the tenant of the transaction. */
export interface WriteOptions {
  username: string;
  tenant: string;
}

/** A copy of `value` whose references (`@person:3`) are the registrations of the records written so far. */
function resolve(value: unknown, keys: Map<string, string>): unknown {
  if (typeof value === 'string' && REF.test(value)) {
    const registration = keys.get(value);
    if (!registration) throw new Error(`demo data: ${value} is used before it is created`);
    return registration;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, keys));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, keys)]));
  return value;
}

/**
 * Runs the operations of a demo world through the entity store, in order, inside the caller's
 * transaction: creates (the write hooks run: contracts get their prices, plan and cashflows),
 * updates (transitions as the system: `workflow` lets the status change) and documents (stored as
 * uploads are). Answers the registration of every planned record by reference.
 */
export async function writeDemoWorld(ctx: AppContext, q: Queryable, world: DemoWorld, opts: WriteOptions): Promise<Map<string, string>> {
  const { store, registry } = ctx;
  const keys = new Map<string, string>();
  for (const operation of world.operations) {
    if (!registry.has(operation.entity)) continue;
    const info = registry.get(operation.entity);
    if (operation.op === 'create') {
      const saved = await store.create(q, info, resolve(operation.data, keys) as Rec, { username: opts.username, tenant: opts.tenant });
      keys.set(operation.key, String(saved.registration));
    } else if (operation.op === 'update') {
      const registration = resolve(operation.key, keys) as string;
      await store.update(q, info, registration, resolve(operation.data, keys) as Rec, { username: opts.username, tenant: opts.tenant, workflow: operation.transition });
    } else if (registry.has('Document')) {
      const owner = { info, registration: resolve(operation.owner, keys) as string };
      await saveDocument(ctx, q, owner, await demoFileContent(operation.file, world.referenceDate), operation.fields, opts.username);
    }
  }
  return keys;
}
