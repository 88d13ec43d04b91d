import { describe } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { isolationMatrix } from './isolationMatrix.ts';

// the cases and their checks: isolationMatrix.ts (also run through PgBouncer: tests/server/pooler)
describe.each(testDatabases())('tenant isolation matrix on $name', isolationMatrix);
