/**
 * "An in-app notification reaches an open client": with the page open as admin@master, the page
 * itself posts a notification for that user (POST /api/notification/notifications, with its
 * session) and the time runs from just before the request to the frame where the header bell's
 * count changed (pushed by the event stream, `event: notification`). The notification is then
 * marked read, so that the count stays below antd's "99+" run after run.
 */
import type { Page } from 'playwright-core';

const TIMEOUT_MS = 30_000;

export async function timeNotification(page: Page): Promise<number> {
  const outcome = await page.evaluate(async (timeoutMs) => {
    const token = localStorage.getItem('tabula.auth.token');
    const headers = { Authorization: `Bearer ${String(token)}`, 'content-type': 'application/json' };
    const bell = document.querySelector('[data-testid="notification-bell"]');
    if (!bell) return { error: 'no notification bell in the page' };
    const count = () => {
      const badge = bell.parentElement?.querySelector('.ant-badge-count');
      return badge?.getAttribute('title') ?? badge?.textContent ?? '';
    };
    const before = count();
    const started = performance.now();
    const res = await fetch('/api/notification/notifications', {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: `Journey benchmark ${Date.now()}`, level: 'info', username: 'admin@master' }),
    });
    if (res.status !== 201) return { error: `POST /api/notification/notifications answered ${res.status}: ${await res.text()}` };
    const { _id: id } = (await res.json()) as { _id: string };
    const changedAt = await new Promise<number | undefined>((resolve) => {
      const frame = (now: number) => {
        if (count() !== before) return resolve(now);
        if (performance.now() - started > timeoutMs) return resolve(undefined);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await fetch(`/api/notification/notifications/${id}/read`, { method: 'POST', headers: { Authorization: headers.Authorization } });
    return changedAt === undefined ? { error: `the bell's count stayed "${before}"` } : { ms: changedAt - started };
  }, TIMEOUT_MS);
  if ('error' in outcome) throw new Error(`step "notification" did not complete within ${TIMEOUT_MS / 1000} s: ${outcome.error}`);
  return outcome.ms!;
}
