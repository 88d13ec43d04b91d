import type { DataProvider } from '../../../../engine/data/DataProvider.ts';
import {
  cardsOfLayoutScript,
  descriptorToDraft,
  draftLayoutScript,
  draftToDescriptor,
  draftWorkflow,
  dynoScriptNames,
  type DynoDraft,
} from '../../../../engine/dyno/dynoDraft.ts';
import type { WorkflowDefinition } from '../../../../engine/workflow/types.ts';
import type { DynoDescriptor } from '../../../../schemas/generated/meta.ts';
import { deleteScript, readScript, saveScript } from './dynoScripts.ts';

const ITEM = 'dyno-descriptors';
const PROFILES = '/api/core/profiles-permissions';
type Permissions = Record<string, string[]>;

/** The descriptors of the tenant's dyno-descriptors item (an empty list without the item). */
async function readDescriptors(data: DataProvider): Promise<unknown[]> {
  const item = await readScript(data, ITEM);
  if (!item || typeof item.content !== 'string' || !item.content.trim()) return [];
  const parsed = JSON.parse(item.content) as unknown;
  return Array.isArray(parsed) ? parsed : [];
}

const nameOf = (d: unknown) => (d as { name?: unknown } | null)?.name;
const perms = (name: string) => ({ read: `read /api/dyno/${name}`, write: `write /api/dyno/${name}` });

export async function readProfiles(data: DataProvider): Promise<Permissions> {
  return data.custom<Permissions>({ method: 'GET', path: PROFILES });
}

/** The draft of a saved entity: its descriptor, workflow, configurator layout and profiles. */
export async function loadDraft(data: DataProvider, descriptor: DynoDescriptor, profiles: Permissions): Promise<DynoDraft> {
  const names = dynoScriptNames(descriptor.name);
  const workflow = await data.custom<{ definition: WorkflowDefinition | null }>({ method: 'GET', path: `/api/script/workflows/${descriptor.name}` });
  const layout = await readScript(data, names.layout);
  const draft = descriptorToDraft(descriptor, workflow.definition, cardsOfLayoutScript(layout?.content));
  const { read, write } = perms(descriptor.name);
  return {
    ...draft,
    readProfiles: Object.keys(profiles).filter((p) => profiles[p].includes(read)),
    writeProfiles: Object.keys(profiles).filter((p) => profiles[p].includes(write)),
  };
}

/**
 * Saves a draft through the existing API: the descriptor into the dyno-descriptors item (replacing
 * the one of that name), the `<kebab>-workflow` and `<kebab>-layout` scripts, and the profiles'
 * read and write permissions on /api/dyno/{name}. The server validates each write.
 */
export async function saveDraft(data: DataProvider, draft: DynoDraft): Promise<void> {
  const descriptor = draftToDescriptor(draft);
  const list = await readDescriptors(data);
  const at = list.findIndex((d) => nameOf(d) === draft.name);
  const next = at < 0 ? [...list, descriptor] : list.map((d, i) => (i === at ? descriptor : d));
  const names = dynoScriptNames(draft.name);
  const workflow = draftWorkflow(draft);
  if (workflow) await saveScript(data, names.workflow, 'workflow', JSON.stringify(workflow, null, 2));
  else await deleteScript(data, names.workflow);
  const layout = draftLayoutScript(draft);
  if (layout) await saveScript(data, names.layout, 'layout', layout);
  else await deleteScript(data, names.layout);
  await saveScript(data, ITEM, 'config', JSON.stringify(next, null, 2));
  await savePermissions(data, draft.name, draft.readProfiles, draft.writeProfiles);
}

async function savePermissions(data: DataProvider, name: string, readers: string[], writers: string[]): Promise<void> {
  const current = await readProfiles(data);
  const { read, write } = perms(name);
  let changed = false;
  const next: Permissions = {};
  for (const [profile, list] of Object.entries(current)) {
    const kept = list.filter((p) => p !== read && p !== write);
    const added = [...(readers.includes(profile) || writers.includes(profile) ? [read] : []), ...(writers.includes(profile) ? [write] : [])];
    next[profile] = [...kept, ...added];
    changed ||= next[profile].length !== list.length || added.some((p) => !list.includes(p));
  }
  if (changed) await data.custom({ method: 'PUT', path: PROFILES, body: next });
}

/** Deletes an entity's descriptor and its scripts (its records stay in the table, out of reach). */
export async function deleteDraft(data: DataProvider, name: string): Promise<void> {
  const list = await readDescriptors(data);
  await saveScript(data, ITEM, 'config', JSON.stringify(list.filter((d) => nameOf(d) !== name), null, 2));
  const names = dynoScriptNames(name);
  await deleteScript(data, names.workflow);
  await deleteScript(data, names.layout);
  await savePermissions(data, name, [], []);
}
