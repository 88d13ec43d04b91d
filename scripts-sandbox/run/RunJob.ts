import type { RunLimits } from '../limits/SandboxLimits.ts';
import type { Capabilities } from '../types.ts';

/** One run, as the realm sees it: the ctx is already built by the kind and serialised. */
export interface RunJob {
  tenant: string;
  kind: string;
  /** The kind's label in messages, e.g. "Layout". */
  label: string;
  name: string;
  code: string;
  ctxJson: string;
  capabilities: Capabilities;
  limits: RunLimits;
  /** Size of the module memory, for the out-of-memory message. */
  memoryMiB: number;
}
