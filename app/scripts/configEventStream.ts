/** The server's stream of configuration changes (server/plugins/scripts-events.ts). */
export const CONFIG_EVENTS_PATH = '/api/script/events';

/** First wait before opening the stream again after a failure; it doubles at each failure in a row, up to {@link MAX_RETRY_MS}. */
export const MIN_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/** The wait after `delay` when the next attempt fails too. */
export const nextRetryDelay = (delay: number): number => Math.min(delay * 2, MAX_RETRY_MS);

/** What the stream needs of its host (the browser's in the app, fakes in tests). */
export interface StreamHost {
  /** A single-use ticket for `path` (POST /api/core/tickets); rejects when none can be had. */
  askTicket(path: string): Promise<string>;
  /** The URL of `path` with the ticket. */
  withTicket(path: string, ticket: string): string;
  EventSource: new (url: string) => EventSource;
  /** Whether there is a session to open the stream with (no token: nothing is tried). */
  signedIn(): boolean;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Keeps an EventSource open on the configuration events, `onMessage` getting the named events
 * `kinds`. Each connection is opened with a new single-use ticket: EventSource's own reconnection
 * would send the spent one again, so on any error the stream is closed and, after a wait of 1 s
 * doubling up to 30 s while attempts fail (back to 1 s once a stream opens), opened again with a
 * new ticket. Answers the function that closes it for good.
 */
export function keepConfigEventStream(host: StreamHost, kinds: string[], onMessage: (message: MessageEvent<string>) => void): () => void {
  let source: EventSource | undefined;
  let timer: unknown;
  let delay = MIN_RETRY_MS;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    timer = host.setTimeout(() => void open(), delay);
    delay = nextRetryDelay(delay);
  };

  const open = async () => {
    if (stopped || !host.signedIn()) return;
    let ticket: string;
    try {
      ticket = await host.askTicket(CONFIG_EVENTS_PATH);
    } catch {
      return retry();
    }
    if (stopped) return;
    const stream = new host.EventSource(host.withTicket(CONFIG_EVENTS_PATH, ticket));
    source = stream;
    stream.onopen = () => {
      delay = MIN_RETRY_MS;
    };
    for (const kind of kinds) stream.addEventListener(kind, onMessage as EventListener);
    stream.onerror = () => {
      stream.close();
      if (source !== stream) return;
      source = undefined;
      retry();
    };
  };

  void open();
  return () => {
    stopped = true;
    host.clearTimeout(timer);
    source?.close();
    source = undefined;
  };
}
