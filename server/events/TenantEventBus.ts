import type { Database } from '../db/Database.ts';

type Listener<T> = (event: T) => void;

/**
 * Fans out the tenant events of one PostgreSQL channel to the listeners of this server instance.
 * Every instance LISTENs on the channel, so an event notified by any of them (or by a trigger in
 * any transaction) reaches the listeners of the event's tenant on all of them: the instances stay
 * stateless, PostgreSQL carries the events (BRIEF §3 scale-out). PGlite does the same in-process.
 */
export class TenantEventBus<T extends { tenant: string }> {
  private readonly listeners = new Map<string, Set<Listener<T>>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    readonly channel: string,
    private readonly parse: (payload: string) => T | undefined,
  ) {}

  /** Starts listening on the channel (once). */
  async start(): Promise<void> {
    this.unlisten ??= await this.db.listen(this.channel, (payload) => this.dispatch(payload));
  }

  /** Calls `listener` with every event of `tenant`; returns the unsubscribe. */
  subscribe(tenant: string, listener: Listener<T>): () => void {
    const set = this.listeners.get(tenant) ?? new Set<Listener<T>>();
    set.add(listener);
    this.listeners.set(tenant, set);
    return () => {
      set.delete(listener);
      if (!set.size && this.listeners.get(tenant) === set) this.listeners.delete(tenant);
    };
  }

  /** Listeners currently subscribed (all tenants). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /** Sends an event to every instance (including this one, through the database). */
  publish(event: T): Promise<void> {
    return this.db.notify(this.channel, JSON.stringify(event));
  }

  async stop(): Promise<void> {
    const off = this.unlisten;
    this.unlisten = undefined;
    this.listeners.clear();
    if (off) await off().catch(() => undefined);
  }

  private dispatch(payload: string): void {
    const event = this.parse(payload);
    if (!event) return;
    for (const listener of [...(this.listeners.get(event.tenant) ?? [])]) {
      try {
        listener(event);
      } catch {
        // one broken listener (a closed stream) must not keep the others from the event
      }
    }
  }
}
