/** The EventSource the hot-reload stream opens (app/scripts/useConfigEvents.ts): a test sends its named events. */
export class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), fn]);
  }
  close() {}
  /** Sends the named event `kind` with `data` as its JSON text. */
  send(kind: string, data: Record<string, unknown> = {}) {
    for (const fn of this.listeners.get(kind) ?? []) fn(new MessageEvent(kind, { data: JSON.stringify(data) }));
  }
}
