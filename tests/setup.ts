import { afterAll, afterEach } from 'vitest';
import { installPgSequentialGuard } from './server/support/pgSequentialGuard.ts';

// antd under jsdom needs matchMedia; Node tests ignore this.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Statements on one pg client are strictly sequential: a statement sent while the client is still
// executing the previous one fails the test that sent it (tests/server/support/pgSequentialGuard.ts).
const pgSequential = installPgSequentialGuard();
afterEach(({ task }) => pgSequential.check(`test "${task.name}"`));
afterAll(() => pgSequential.check('hooks of the file'));
