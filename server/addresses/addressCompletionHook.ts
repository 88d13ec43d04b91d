import { completeAddress } from '../../engine/validation/index.ts';
import type { WriteHook } from '../entities/writeHooks.ts';

/**
 * The server completes the addresses of a person or prospect it writes (seed 001 §3): every missing
 * sub-field is stored as null and a missing type becomes MAIN. Writes without addresses are left as
 * they are.
 */
export const addressCompletionHook: WriteHook = {
  beforeWrite({ record }) {
    const list: unknown = record.addresses;
    if (!Array.isArray(list)) return record;
    return { ...record, addresses: list.map((a: unknown) => (a && typeof a === 'object' && !Array.isArray(a) ? completeAddress(a as Record<string, unknown>) : a)) };
  },
};
