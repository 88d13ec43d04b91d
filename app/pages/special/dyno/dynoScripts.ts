import type { DataProvider } from '../../../../engine/data/DataProvider.ts';

type Rec = Record<string, unknown>;
const SCRIPTS = '/api/script/scripts';

const status = (err: unknown) => (err as { status?: number } | null)?.status;

/** A tenant Script record by name, or undefined when there is none. */
export async function readScript(data: DataProvider, name: string): Promise<Rec | undefined> {
  try {
    return await data.custom<Rec>({ method: 'GET', path: `${SCRIPTS}/${encodeURIComponent(name)}` });
  } catch (err) {
    if (status(err) === 404) return undefined;
    throw err;
  }
}

/** Writes a tenant Script: changes its content when it exists, creates it with `type` otherwise. */
export async function saveScript(data: DataProvider, name: string, type: string, content: string): Promise<void> {
  const found = await readScript(data, name);
  if (found) await data.custom({ method: 'PATCH', path: `${SCRIPTS}/${encodeURIComponent(name)}`, body: { content, enabled: true } });
  else await data.custom({ method: 'POST', path: SCRIPTS, body: { name, type, content } });
}

/** Deletes a tenant Script when it exists. */
export async function deleteScript(data: DataProvider, name: string): Promise<void> {
  const found = await readScript(data, name);
  if (found) await data.custom({ method: 'DELETE', path: `${SCRIPTS}/${encodeURIComponent(name)}` });
}
