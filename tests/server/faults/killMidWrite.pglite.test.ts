import { afterAll, describe, expect, it } from 'vitest';
import { killMidWriteScenario, pgliteEngine } from './killMidWrite.ts';

/** PGlite in a data folder: the server killed mid-write recovers its WAL on the next start (see killMidWrite.ts). */
describe('server killed mid-write on PGlite', () => {
  const engine = pgliteEngine();
  afterAll(() => engine.cleanup());

  it('leaves no torn record, keeps every acknowledged write, and starts again on the same folder', async () => {
    const summary = await killMidWriteScenario(engine);
    console.log(summary);
    expect(summary).toContain('all whole');
  }, 150_000);
});
