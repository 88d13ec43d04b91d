// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
const answers = new Map<string, unknown>();

vi.mock('../../../app/api/http.ts', () => ({
  http: vi.fn((method: string, path: string) => {
    asked.push(path);
    return answers.has(path) ? Promise.resolve({ data: answers.get(path) }) : Promise.reject(Object.assign(new Error('Not found'), { status: 404 }));
  }),
}));

const { preloadForOffline } = await import('../../../app/offline/preload.ts');

describe('preloadForOffline: the preload GETs of seed 002 §7', () => {
  beforeEach(() => {
    asked.length = 0;
    answers.clear();
    answers.set('/api/financing/contracts?range=0-1', [{ registration: 'CON1' }, { registration: 'CON2' }]);
    answers.set('/api/financing/agreements/current-for-person/PER%2F7', [{ registration: 'AGR1' }, { registration: 'AGR 2' }, { name: 'no registration' }]);
  });

  it('asks the indexes, taxes, runs calendars and products-catalog, the layout and format-check scripts as the pages read them', async () => {
    await preloadForOffline({ count: 2 });
    for (const path of ['/api/core/indexes', '/api/core/taxes', '/api/script/runs/calendars', '/api/script/runs/products-catalog']) expect(asked).toContain(path);
    for (const name of ['person-layout', 'contract-layout', 'personRegistration-format-check']) expect(asked).toContain(`/api/script/ui-scripts/${name}`);
    // the code of a script is read where the pages read it; computation scripts run on the server only
    expect(asked.filter((p) => p.startsWith('/api/script/scripts/'))).toEqual([]);
    expect(asked.filter((p) => p.includes('computation'))).toEqual([]);
    expect(asked).toContain('/api/financing/contracts/CON2');
  });

  it('asks the layout of every person type the batch of lists answers', async () => {
    const { listBatchUrl } = await import('../../../engine/offline/listBatch.ts');
    await preloadForOffline({ count: 0 });
    const url = asked.find((p) => p.startsWith(listBatchUrl([]).split('?')[0]) && !p.includes('locale='));
    const names = new URL(String(url), 'http://x').searchParams.get('lists')?.split(',') ?? [];
    expect(names).toContain('personType');
    answers.set(String(url), names.map((n) => (n === 'personType' ? [{ value: 'I' }, 'C'] : [])));
    asked.length = 0;
    await preloadForOffline({ count: 0 });
    for (const name of ['person-layout-I', 'person-layout-C', 'prospect-layout-C']) expect(asked).toContain(`/api/script/ui-scripts/${name}`);
  });

  it("asks agreements products-catalog of each agreement in force of the user's partner", async () => {
    await preloadForOffline({ count: 0, partnerRegistration: 'PER/7' });
    expect(asked).toContain('/api/financing/agreements/current-for-person/PER%2F7');
    expect(asked.filter((p) => p.includes('/products-catalog/'))).toEqual(['/api/financing/agreements/products-catalog/AGR1', '/api/financing/agreements/products-catalog/AGR%202']);
  });

  it('asks no agreement products without a partner, and goes on when a call fails', async () => {
    answers.delete('/api/financing/agreements/current-for-person/PER%2F7');
    await expect(preloadForOffline({ count: 0, partnerRegistration: 'PER/7' })).resolves.toBe(0);
    expect(asked.filter((p) => p.includes('products-catalog/'))).toEqual([]);
    asked.length = 0;
    await preloadForOffline({ count: 0 });
    expect(asked.filter((p) => p.includes('/api/financing/agreements'))).toEqual([]);
  });
});
