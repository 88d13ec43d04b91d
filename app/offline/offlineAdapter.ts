import { assembleListBatch, listBatchUrl, parseListBatch, splitListBatch } from '../../engine/offline/listBatch.ts';
import { entityCallOf } from '../../engine/offline/queue.ts';
import { isTmpRegistration, newTmpRegistration } from '../../engine/offline/tmpRegistration.ts';
import { offlineCache } from './offlineCache.ts';
import { offlineQueue } from './offlineQueue.ts';
import { offlineSettings } from './offlineSettings.ts';
import { goOffline, offlineState, pageLeaving } from './offlineState.ts';

type Rec = Record<string, unknown>;
export interface OfflineAnswer {
  data: unknown;
  headers: Headers;
}

/**
 * Whether the network is really gone, not just one call: the call got no answer and the browser
 * says it is offline (a slow, refused or cut call alone, the browser online, is a network error).
 */
export function networkGone(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A call got no answer (app/api/http.ts). Only where the user works offline (the offline mode on
 * for them) and the network is really gone ({@link networkGone}) does the application go offline:
 * a GET answers from the cache and a POST or PATCH creating or updating a record is queued and
 * answered as the server would (a creation gets a TMP registration), keeping the call's
 * `Idempotency-Key` for its replay. Anything else fails as a
 * network error ('Network error: Check your internet connection'), the form keeping its input.
 */
export async function networkFallback(method: string, path: string, body: unknown, idempotencyKey?: string): Promise<OfflineAnswer | undefined> {
  if (pageLeaving()) return undefined;
  const username = offlineSettings.activeUser();
  if (!username) return undefined;
  if (!offlineState.get().offline && !networkGone()) return undefined;
  goOffline();
  try {
    const verb = method.toUpperCase();
    if (verb === 'GET') {
      const lists = await listBatchAnswer(username, path);
      if (lists) return lists;
      const hit = await offlineCache.read(username, path);
      return hit ? { data: hit.data, headers: new Headers(hit.headers) } : undefined;
    }
    if (verb !== 'POST' && verb !== 'PATCH') return undefined;
    // the entity definitions load with the engine, after the sign-in page (app/routes.tsx)
    const { registry } = await import('../registry.ts');
    const call = entityCallOf(path, registry.all());
    if (!call || !body || typeof body !== 'object' || Array.isArray(body)) return undefined;
    const apiPath = registry.get(call.entity).apiPath;
    if (!call.registration) {
      const asked = typeof (body as Rec).registration === 'string' ? String((body as Rec).registration).trim() : '';
      const registration = asked && !isTmpRegistration(asked) ? asked : newTmpRegistration(await offlineQueue.tmpRegistrations());
      const record: Rec = { ...(body as Rec), registration, _offline: true };
      await offlineQueue.add({ username, method: verb, url: path, body: { ...(body as Rec), registration }, entity: call.entity, registration, idempotencyKey });
      await offlineCache.write(username, `${apiPath}/${encodeURIComponent(registration)}`, record);
      await offlineCache.prependToLists(username, apiPath, record);
      return { data: record, headers: new Headers() };
    }
    const recordPath = `${apiPath}/${encodeURIComponent(call.registration)}`;
    await offlineQueue.add({ username, method: verb, url: path, body, entity: call.entity, registration: call.registration, idempotencyKey });
    const merged = await offlineCache.patchRecord(username, recordPath, (r) => ({ ...r, ...(body as Rec), _version: r._version, _offline: true }));
    const record = merged ?? { ...(body as Rec), registration: call.registration, _offline: true };
    if (!merged) await offlineCache.write(username, recordPath, record);
    return { data: record, headers: new Headers() };
  } catch (err) {
    console.error('Offline storage failed', err);
    return undefined;
  }
}

/**
 * A batch of lookup lists offline: the answer kept for that very batch, else one assembled from the
 * lists kept one by one (engine/offline/listBatch.ts). Never another batch's answer: its lists
 * would be other lists.
 */
async function listBatchAnswer(username: string, path: string): Promise<OfflineAnswer | undefined> {
  const batch = parseListBatch(path);
  if (!batch) return undefined;
  const exact = await offlineCache.exact(username, path);
  if (exact) return { data: exact.data, headers: new Headers(exact.headers) };
  const kept = new Map<string, unknown>();
  for (const name of batch.names) {
    const url = listBatchUrl([name], batch.locale);
    kept.set(url, (await offlineCache.exact(username, url))?.data);
  }
  const data = assembleListBatch(path, (url) => kept.get(url));
  return data ? { data, headers: new Headers() } : undefined;
}

/** A GET answered: with the offline mode on, the answer is kept for later offline use. */
export function rememberAnswer(method: string, path: string, data: unknown, headers: Headers): void {
  if (method.toUpperCase() !== 'GET' || !path.startsWith('/api/') || offlineState.get().offline) return;
  const username = offlineSettings.activeUser();
  if (!username || path.startsWith('/api/core/ping')) return;
  const failed = (err: unknown) => console.error('Offline storage failed', err);
  offlineCache.write(username, path, data, headers).catch(failed);
  // each list of a batch on its own too, so that any later combination can be answered offline
  for (const one of splitListBatch(path, data)) {
    if (one.url !== path) offlineCache.write(username, one.url, [one.values]).catch(failed);
  }
}
