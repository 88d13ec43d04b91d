import { CONFIG_SCRIPT_TYPE } from '../../engine/scripts/configItems.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { findByName, scriptInfo } from './scriptRecords.ts';

/** Stores a configuration item (creates the Script record, or saves a new version of it). */
export async function writeConfigItem(ctx: AppContext, q: Queryable, name: string, value: unknown, username: string): Promise<void> {
  const info = scriptInfo(ctx);
  const content = JSON.stringify(value, null, 2);
  const existing = await findByName(ctx, q, info, name);
  if (existing) await ctx.store.update(q, info, name, { content }, { username });
  else await ctx.store.create(q, info, { name, type: CONFIG_SCRIPT_TYPE, content, enabled: true }, { username });
}
