import { randomBytes } from 'node:crypto';
import { CollectionExtensions } from './entities/collectionExtensions.ts';
import { shapeSchemas } from '../schemas/generated/catalog.ts';
import { createDefaultRegistry } from '../engine/registry/defaultRegistry.ts';
import type { EntityRegistry } from '../engine/registry/EntityRegistry.ts';
import type { JsonSchema } from '../engine/registry/types.ts';
import { SessionRevocations } from './auth/revocations.ts';
import { createTokenService, SESSION_LIFETIME_SECONDS, type TokenService } from './auth/tokens.ts';
import type { ServerOptions } from './config.ts';
import type { Database, DatabaseOptions } from './db/Database.ts';
import { ensureEntityTables } from './db/entityTables.ts';
import { migrate } from './db/migrations.ts';
import { openPg } from './db/pg.ts';
import { withReadReplica } from './db/readReplica.ts';
import { openPglite } from './db/pglite.ts';
import { EntityStore } from './entities/EntityStore.ts';
import { createHistoryWriter } from './entities/history.ts';
import { EntityValidators } from './entities/validators.ts';
import { databaseContentStore, type ContentStore } from './storage/documentContents.ts';

/** Everything a request handler needs, built once per server instance. */
export interface AppContext {
  db: Database;
  registry: EntityRegistry;
  store: EntityStore;
  tokens: TokenService;
  /** Revoked sessions, known in memory (session tokens of a revoked session do not verify). */
  revocations: SessionRevocations;
  /** Where the bytes of documents are kept (server/storage/documentContents.ts). */
  contents: ContentStore;
  /** The tenants' collection-extension items, applied per request (server/entities/collectionExtensions.ts). */
  extensions: CollectionExtensions;
}

/** Resolves `$ref`s to the shared shapes (by file name, as entity files reference them). */
export function createDeref(shapes: JsonSchema[]): (s: JsonSchema) => JsonSchema {
  const byFile = new Map(shapes.map((s) => [String(s.$id).split('/').pop(), s]));
  return (s) => (s.$ref ? (byFile.get(s.$ref.split('/').pop()) ?? s) : s);
}

async function jwtSecret(db: Database): Promise<string> {
  return db.admin(async (q) => {
    await q.query(
      `INSERT INTO system_settings (key, value) VALUES ('jwt-secret', $1) ON CONFLICT (key) DO NOTHING`,
      [randomBytes(48).toString('base64url')],
    );
    const { rows } = await q.query<{ value: string }>(`SELECT value FROM system_settings WHERE key = 'jwt-secret'`);
    return rows[0].value;
  });
}

/** The primary with the read replica of DATABASE_READ_URL (readReplica.ts), or the primary alone. */
function withReplica(primary: Database, options: DatabaseOptions = {}): Database {
  const { readUrl } = options;
  if (!readUrl) return primary;
  return withReadReplica(primary, () => openPg(readUrl, undefined, { ...options, listenUrl: undefined }), {
    maxLagMs: options.readMaxLagMs,
    onChange: (usable, why) => console.warn(`read replica ${usable ? 'in use' : 'skipped'}: ${why}`),
  });
}

/** Opens the database, applies migrations, creates the entity tables and wires the services. */
export async function createContext(opts: ServerOptions): Promise<AppContext> {
  const db = opts.databaseUrl ? withReplica(await openPg(opts.databaseUrl, undefined, opts.database), opts.database) : await openPglite(opts.dataDir, opts.pgliteSnapshot, undefined, opts.database);
  const registry = createDefaultRegistry();
  await db.admin((q) => migrate(q));
  await db.admin((q) => ensureEntityTables(q, registry.all()).then(() => undefined));
  const shapes = shapeSchemas as JsonSchema[];
  const store = new EntityStore({
    validators: new EntityValidators(shapes),
    deref: createDeref(shapes),
    history: createHistoryWriter(registry.has('History') ? registry.get('History') : undefined),
    registry,
  });
  const revocations = new SessionRevocations(db, SESSION_LIFETIME_SECONDS);
  await revocations.start();
  const tokens = createTokenService(await jwtSecret(db), SESSION_LIFETIME_SECONDS, { isRevoked: (claims) => revocations.isRevoked(claims) });
  return { db, registry, store, tokens, revocations, contents: opts.contentStore ?? databaseContentStore, extensions: new CollectionExtensions(registry) };
}
