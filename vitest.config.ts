import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that need modules of their own: a module-level "once per page load" flag, or vi.mock
 * of a package other files import too. They run isolated (a fresh module graph per file); every
 * other file shares its worker's modules with the files before it, which saves loading the server
 * and antd again for each file (about a third of the suite's time, docs/getting-started.md).
 */
const OWN_MODULES = [
  'tests/renderers/fields/formWarmUp.test.tsx',
  'tests/renderers/cards/echartView.test.tsx',
  'tests/renderers/cards/relationsDiagram.test.tsx',
  'tests/renderers/table/organizationsPanel.test.tsx',
];

/** The server suites: the only files that boot a server, so the only ones needing the global setup. */
const SERVER = 'tests/server/**/*.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // as long as a hook: about thirty server tests boot a server of their own inside the test
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // the server suites mostly wait on their databases: two forks even on a two-core machine
    // (vitest's default, cores - 1, runs them one at a time there)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          // tests/ha runs alone (vitest.ha.config.ts, npm run test:ha): it starts servers on fixed ports
          exclude: ['tests/e2e/**', 'tests/ha/**', SERVER, 'node_modules/**', ...OWN_MODULES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: [SERVER],
          exclude: ['node_modules/**', ...OWN_MODULES],
          // the migrated templates (PGlite, PostgreSQL) the server suites boot from: built only when a
          // file of this project runs, so a run of the engine or the renderers alone does not wait for them
          globalSetup: ['tests/globalSetup.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES, isolate: true } },
    ],
  },
});
