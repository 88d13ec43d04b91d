import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A write request that carries an `Idempotency-Key` (docs/scaling.md#idempotent-writes), as the
 * database decorator ({@link ../idempotentDatabase.ts}) and the answer hook see it.
 */
export interface IdempotencyScope {
  tenant: string;
  key: string;
  username: string;
  method: string;
  path: string;
  /**
   * open: no transaction has claimed the key yet; claiming: the first write transaction runs with
   * the claim; claimed: it committed; conflict: the key was claimed by another request, whose
   * answer this one gets; answered: the answer is sent (work the request left running in the
   * background claims nothing).
   */
  state: 'open' | 'claiming' | 'claimed' | 'conflict' | 'answered';
}

const storage = new AsyncLocalStorage<IdempotencyScope>();
let holding = 0;

/** The keyed write request of the current asynchronous flow, or undefined. */
export function currentIdempotencyScope(): IdempotencyScope | undefined {
  return holding > 0 ? storage.getStore() : undefined;
}

/**
 * Runs `fn` (and everything it starts) in `scope`. As partnerScope.ts does, the storage is
 * disabled again when no request holds a scope, so requests without a key cost no asynchronous
 * hook. The returned function is called once the answer is sent.
 */
export function runInIdempotencyScope(scope: IdempotencyScope, fn: () => void): () => void {
  holding++;
  let released = false;
  storage.run(scope, fn);
  return () => {
    if (released) return;
    released = true;
    if (--holding === 0) storage.disable();
  };
}
