import type { DataProvider } from '../../engine/data/DataProvider.ts';

/**
 * Whether a person (or prospect) of that registration exists (seed 001 §7: the existence check
 * with projection '-_id,registration'). A failed check counts as not found: the save checks again.
 */
export async function personExists(data: DataProvider, entityName: string, registration: string): Promise<boolean> {
  try {
    const page = await data.getList({ entityName, offset: 0, size: 1, query: { registration, projection: '-_id,registration' } });
    return page.records.some((r) => r.registration === registration);
  } catch {
    return false;
  }
}
