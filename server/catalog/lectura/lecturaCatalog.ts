import { AppError } from '../../../engine/errors/AppError.ts';
import type { SecretBox } from '../../auth/secretBox.ts';
import type { Database } from '../../db/Database.ts';
import type { ExternalCatalogProvider } from '../assetCatalog.ts';
import { catalogItemOfModel, recordsOf } from './lecturaAnswers.ts';
import { lecturaClient, type LecturaGet } from './lecturaClient.ts';
import { readLecturaSettings } from './lecturaSettings.ts';

/** Name of the provider, and of the configuration a tenant without settings lacks. */
export const LECTURA = 'lectura';

/** The client of a tenant's catalogue; MISSING_CONFIG when the tenant has no settings. */
export type LecturaClients = (tenant: string) => Promise<LecturaGet>;

export function lecturaClients(db: Database, box: SecretBox, timeoutMs: number, fetchFn: typeof fetch = fetch): LecturaClients {
  return async (tenant) => {
    const settings = await readLecturaSettings(db, box, tenant);
    if (!settings) throw new AppError('MISSING_CONFIG', [LECTURA]);
    return lecturaClient(settings, timeoutMs, fetchFn);
  };
}

/**
 * The asset catalogue provider `lectura`: the models of the tenant's outside equipment catalogue
 * matching the search text (GET {baseUrl}/search/{text}), as catalogue items. No text, no items.
 */
export function lecturaCatalog(clients: LecturaClients): ExternalCatalogProvider {
  return {
    name: LECTURA,
    external: true,
    async search(tenant, { search, limit }) {
      const get = await clients(tenant);
      const words = search?.trim();
      if (!words) return [];
      return recordsOf(await get(['search', words])).slice(0, limit).map(catalogItemOfModel);
    },
  };
}
