import { readConfig } from './config.ts';
import { start } from './cluster.ts';

// PGlite: one process. PostgreSQL: one worker per core (WEB_CONCURRENCY), see server/cluster.ts.
await start(readConfig());
