import type { SecretBox } from '../../auth/secretBox.ts';
import type { Database } from '../../db/Database.ts';

/** How a tenant reaches its outside equipment catalogue. */
export interface LecturaSettings {
  /** Base URL of the catalogue's API (http or https), without the trailing slash. */
  baseUrl: string;
  apiKey: string;
}

/** The system_settings row of a tenant's settings: `{baseUrl, apiKey}`, the API key sealed. */
export const lecturaSettingKey = (tenant: string): string => `lectura-settings:${tenant}`;

/**
 * The tenant's settings, or null when it has none. Kept like the tenant's VAPID keys
 * (server/notifications/vapidKeys.ts): a system_settings row per tenant, the secret sealed by the
 * installation's secret box, so every server of the installation reads the same. A key sealed with
 * another installation's box cannot be opened: an error, the settings must be saved again.
 */
export async function readLecturaSettings(db: Database, box: SecretBox, tenant: string): Promise<LecturaSettings | null> {
  const { rows } = await db.admin((q) => q.query<{ value: string }>('SELECT value FROM system_settings WHERE key = $1', [lecturaSettingKey(tenant)]));
  if (!rows[0]) return null;
  const stored = JSON.parse(rows[0].value) as { baseUrl: string; apiKey: string };
  const apiKey = box.open(stored.apiKey);
  if (apiKey === null) throw new Error('the API key cannot be opened (sealed with another installation key): save the settings again');
  return { baseUrl: stored.baseUrl, apiKey };
}

/** Stores the tenant's settings (the API key sealed), or removes them when `settings` is null. */
export async function writeLecturaSettings(db: Database, box: SecretBox, tenant: string, settings: LecturaSettings | null): Promise<void> {
  const key = lecturaSettingKey(tenant);
  await db.admin(async (q) => {
    if (!settings) {
      await q.query('DELETE FROM system_settings WHERE key = $1', [key]);
      return;
    }
    const value = JSON.stringify({ baseUrl: settings.baseUrl, apiKey: box.seal(settings.apiKey) });
    await q.query('INSERT INTO system_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, value]);
  });
}
