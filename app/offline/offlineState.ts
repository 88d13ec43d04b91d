/**
 * Online or offline (seed 002 §4.1, seed 000 §4.2): the application goes offline when a call gets
 * no answer from the server; it then asks GET /api/core/ping every 2 seconds until the server
 * answers, and tells its listeners it is back (they replay the queue, then {@link markOnline}).
 */
export const PING_INTERVAL_MS = 2000;
const FLAG = 'tabula.offline.mode';

export interface OfflineState {
  offline: boolean;
  /** When the application went offline (ISO time). */
  since: string | null;
  /** A replay of queued calls is running. */
  syncing: boolean;
}

let state: OfflineState = { offline: false, since: null, syncing: false };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let onBack: () => Promise<void> = async () => markOnline();

function set(next: Partial<OfflineState>): void {
  state = { ...state, ...next };
  try {
    if (state.offline) localStorage.setItem(FLAG, JSON.stringify({ since: state.since }));
    else localStorage.removeItem(FLAG);
  } catch {
    // storage full or denied: the state still holds in memory
  }
  for (const l of listeners) l();
}

export const offlineState = {
  get: (): OfflineState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** What runs when the server answers again (the replay); it ends with {@link markOnline} or {@link goOffline}. */
export function setReconnectHandler(fn: () => Promise<void>): void {
  onBack = fn;
}

async function ping(): Promise<void> {
  if (state.syncing) return;
  try {
    await fetch('/api/core/ping', { cache: 'no-store' });
  } catch {
    return;
  }
  stopPinging();
  set({ syncing: true });
  try {
    await onBack();
  } finally {
    set({ syncing: false });
  }
}

function stopPinging(): void {
  if (timer) clearInterval(timer);
  timer = null;
}

// calls cut short by leaving the page (a reload, a link) are not a lost network
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
    // still here a moment later: the leave was cancelled
    setTimeout(() => (leaving = false), 3000);
  });
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

/** Whether the page is being left (its pending calls are cancelled, not failed). */
export function pageLeaving(): boolean {
  return leaving;
}

/** A call got no answer: the application is offline and pings until the server answers. */
export function goOffline(): void {
  if (leaving) return;
  if (!state.offline) set({ offline: true, since: new Date().toISOString() });
  if (!timer) timer = setInterval(() => void ping(), PING_INTERVAL_MS);
}

/** The server answered and the queue (if any) is replayed. */
export function markOnline(): void {
  stopPinging();
  if (state.offline) set({ offline: false, since: null });
}

/** A page loaded while the application was offline starts offline (and pings). */
export function restoreOfflineFlag(): void {
  try {
    const saved = localStorage.getItem(FLAG);
    if (saved) {
      const { since } = JSON.parse(saved) as { since: string | null };
      state = { ...state, offline: true, since };
      goOffline();
    }
  } catch {
    // an unreadable flag starts online
  }
}
