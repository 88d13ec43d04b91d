import { expect, test } from '@playwright/test';
import { adminApi, signIn } from './helpers.ts';

const SCRIPT = `export function execute(ctx) {
  return { data: { name: ctx.body.record.name.toUpperCase() }, message: 'shouted' };
}`;

test('a batch runs its script over the records of its query, shows its progress and logs, and UNDO restores them', async ({ page }) => {
  const { create, get } = await adminApi(page.request);
  const tag = `e2e-batch-${Date.now()}`;
  const tasks = [];
  for (const name of ['alpha', 'beta', 'gamma']) tasks.push(String((await create('/api/core/tasks', { name, type: tag })).registration));
  await create('/api/script/scripts', { name: tag, type: 'run', content: SCRIPT });
  const batch = await create('/api/script/batches', { name: 'Shout the task names', type: 'MASS_UPDATE', scriptName: tag, parameters: { entityName: 'Task', query: `type=${tag}`, chunkSize: 2 } });

  await signIn(page);
  await page.goto(`/batch/${String(batch.registration)}`);
  const card = page.getByTestId('batch-run');
  await expect(card).toContainText('Draft');
  // only the actions of a DRAFT batch
  await expect(page.getByTestId('batch-actions').getByRole('button')).toHaveText(['Run']);

  await page.getByTestId('batch-action-DO').click();
  await expect(card).toContainText('Success', { timeout: 20_000 });
  await expect(page.getByTestId('batch-progress')).toContainText('100%');
  await expect(page.getByTestId('batch-counts')).toContainText(/Succeeded\s*:?\s*3/);
  const logs = page.getByTestId('batch-logs');
  for (const reg of tasks) await expect(logs).toContainText(`${reg}: shouted`);
  expect((await get(`/api/core/tasks/${tasks[0]}`)).name).toBe('ALPHA');
  await expect(page.getByTestId('batch-actions').getByRole('button')).toHaveText(['Undo', 'Reset']);

  await page.getByTestId('batch-action-UNDO').click();
  await expect(page.getByTestId('batch-output')).toHaveText('UNDO: 3 restored, 0 not restored');
  await expect(page.getByTestId('batch-actions').getByRole('button')).toHaveText(['Reset']);
  expect((await get(`/api/core/tasks/${tasks[0]}`)).name).toBe('alpha');
  expect((await get(`/api/core/tasks/${tasks[2]}`)).name).toBe('gamma');
});
