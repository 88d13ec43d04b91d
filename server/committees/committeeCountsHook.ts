import { committeeCounts } from '../../engine/committees/committeeCounts.ts';
import type { WriteHook } from '../entities/writeHooks.ts';

/** The counts of a committee, recomputed on every write from its persons and projects (whatever the client sent). */
export const committeeCountsHook: WriteHook = {
  beforeWrite: ({ record }) => ({ ...record, counts: committeeCounts(record) }),
};
