/**
 * "Complete", as the Chromium benchmarks measure it, in the page, from the user's action:
 *
 * - the start: the time stamp of the action's event (the first `click` or `keydown` after the watch
 *   is installed), the navigation start (0, for a page load), or a time the benchmark sets itself
 *   (`manual`: `window.benchWatch.startAt`, for a browser Back or a scroll);
 * - complete: the page shows what the step is for (`ready`: selectors present, texts non-empty, the
 *   path), no spinner (`.ant-spin-spinning`) nor skeleton (`.ant-skeleton`) is left anywhere, and
 *   nothing in the page changes (no DOM mutation) for `quietMs`; the figure is the frame that
 *   painted the last change (so a part that fills in late counts). With `immediate`, the first
 *   frame where `ready` holds (a notice that shows) and no quiet wait;
 * - first visible (optional): the first frame that paints an element of `firstVisible.selector`
 *   inside the viewport, with content (`firstVisible.filled` has children) and no spinner in it;
 * - screen complete: the frame that painted the last change inside the viewport.
 *
 * {@link watchInPage} is handed to `page.evaluate` (or `addInitScript`, for a page load): it must
 * not use anything from this module's scope.
 */

export interface Ready {
  /** Each selector matches an element. */
  present?: string[];
  /** Each selector matches an element whose text is not empty. */
  text?: string[];
  /** Some element of `selector` has a text matching `pattern` (a RegExp source). */
  textMatch?: { selector: string; pattern: string };
  /** location.pathname matches this RegExp source. */
  path?: string;
  /** location.search matches this RegExp source. */
  query?: string;
  /** No fetch of the page in flight (needs {@link countFetches} installed before the application loads). */
  networkIdle?: boolean;
}

export interface WatchOptions {
  quietMs: number;
  start: 'click' | 'keydown' | 'navigation' | 'manual';
  ready: Ready;
  /** What counts as still loading (default: antd spinners and skeletons). */
  busy?: string;
  firstVisible?: { selector: string; filled: string };
  /** A selector whose number of elements is noted at the end (e.g. the cards of a page). */
  count?: string;
  immediate?: boolean;
}

export interface Watch {
  startAt?: number;
  firstAt?: number;
  lastChangeAt?: number;
  lastScreenChangeAt?: number;
  fullAt?: number;
  screenAt?: number;
  count?: number;
}

type Win = { benchWatch: Watch; benchWatchOptions: WatchOptions; benchStopWatch?: () => void };

export function watchInPage(o: WatchOptions): void {
  const win = window as unknown as Win;
  win.benchStopWatch?.();
  const w: Watch = {};
  win.benchWatch = w;
  win.benchWatchOptions = o;
  let stopped = false;
  let changed = false;
  let targets: Node[] = [];
  const observer = new MutationObserver((records) => {
    if (w.startAt === undefined) return;
    for (const r of records) {
      // the document's head paints nothing (a module preload, a style tag moved)
      if (document.head?.contains(r.target)) continue;
      changed = true;
      targets.push(r.target);
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.benchStopWatch = () => {
    stopped = true;
    observer.disconnect();
  };
  if (o.start === 'navigation') w.startAt = 0;
  if (o.start === 'click' || o.start === 'keydown') document.addEventListener(o.start, (e) => (w.startAt ??= e.timeStamp), { capture: true, once: true });
  const busySelector = o.busy ?? '.ant-spin-spinning, .ant-skeleton';
  const onScreen = (node: Node) => {
    const el = node instanceof Element ? node : node.parentElement;
    if (!el || !el.isConnected) return false;
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && (r.width > 0 || r.height > 0);
  };
  const ready = () => {
    const r = o.ready;
    if (r.path && !new RegExp(r.path).test(location.pathname)) return false;
    if (r.query && !new RegExp(r.query).test(location.search)) return false;
    if (r.networkIdle && ((window as unknown as { benchInflight?: number }).benchInflight ?? 0) > 0) return false;
    if (r.present?.some((s) => !document.querySelector(s))) return false;
    if (r.text?.some((s) => !(document.querySelector(s)?.textContent ?? '').trim())) return false;
    if (r.textMatch) {
      const pattern = new RegExp(r.textMatch.pattern);
      if (![...document.querySelectorAll(r.textMatch.selector)].some((e) => pattern.test(e.textContent ?? ''))) return false;
    }
    return true;
  };
  let firstFrame: number | undefined;
  const frame = (now: number) => {
    if (stopped) return;
    // a frame that began before the action (its time stamp is the frame's start) paints nothing of it
    if (w.startAt === undefined || now < w.startAt || !document.body) return void requestAnimationFrame(frame);
    firstFrame ??= now;
    if (changed) {
      w.lastChangeAt = now;
      changed = false;
      if (targets.some(onScreen)) w.lastScreenChangeAt = now;
      targets = [];
    }
    if (o.firstVisible && w.firstAt === undefined) {
      const { selector, filled } = o.firstVisible;
      const visible = [...document.querySelectorAll(selector)].some((c) => {
        const r = c.getBoundingClientRect();
        return r.top < innerHeight && r.bottom > 0 && !c.querySelector(busySelector) && (c.querySelector(filled)?.childElementCount ?? 0) > 0;
      });
      if (visible) w.firstAt = now;
    }
    const done = ready() && !document.querySelector(busySelector);
    if (done && o.immediate) {
      w.fullAt = w.screenAt = now;
    } else if (done) {
      // no change since the action (what it shows was already drawn): the frame that painted the action
      const last = w.lastChangeAt ?? firstFrame;
      if (performance.now() - last >= o.quietMs) {
        w.fullAt = last;
        w.screenAt = w.lastScreenChangeAt ?? last;
      }
    }
    if (w.fullAt !== undefined) {
      if (o.count) w.count = document.querySelectorAll(o.count).length;
      win.benchStopWatch?.();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Installed before the application loads (addInitScript): counts the page's fetches in flight
 * (`window.benchInflight`, until each answer's headers), for {@link Ready.networkIdle}.
 */
export function countFetches(): void {
  const win = window as unknown as { benchInflight: number; fetch: typeof fetch };
  win.benchInflight = 0;
  const original = win.fetch.bind(window);
  win.fetch = (...args: Parameters<typeof fetch>) => {
    win.benchInflight++;
    return original(...args).finally(() => void win.benchInflight--);
  };
}

/** What a page shows while a watched step never completed: where it is, what is still loading. */
export function pageState(): Record<string, unknown> {
  const ready = (window as unknown as { benchWatchOptions?: WatchOptions }).benchWatchOptions?.ready;
  return {
    missing: [...(ready?.present ?? []), ...(ready?.text ?? [])].filter((s) => !(document.querySelector(s)?.textContent ?? '').trim() && !document.querySelector(s)),
    empty: (ready?.text ?? []).filter((s) => !(document.querySelector(s)?.textContent ?? '').trim()),
    url: location.pathname + location.search,
    title: document.querySelector('[data-testid="card-title"]')?.textContent,
    inflight: (window as unknown as { benchInflight?: number }).benchInflight,
    busy: [...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton')].map((e) => (e.closest('[data-testid]')?.getAttribute('data-testid') ?? '?') + ':' + e.className),
    watch: (window as unknown as { benchWatch?: unknown }).benchWatch,
  };
}
