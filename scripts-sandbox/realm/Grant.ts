import type { Capabilities, CapabilityCall } from '../types.ts';

/** What the running script may call: set by the host for the duration of one run. */
export interface Grant {
  capabilities: Capabilities;
  call: CapabilityCall;
  /** Longest capability answer, as JSON text, copied back into the script. */
  maxAnswerChars: number;
}
