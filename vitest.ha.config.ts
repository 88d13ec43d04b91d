import { defineConfig } from 'vitest/config';

/**
 * The failover test (tests/ha, `npm run test:ha`): it starts a PostgreSQL formation, two app
 * instances and HAProxy of its own on fixed ports, so it runs alone, outside `vitest run`.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/ha/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
