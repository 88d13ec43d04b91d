import { isListError, sortItems, type ListValues, type LookupItem } from './lookupItems.ts';

/** Called once a list is loaded: its items, or undefined when it is not found or the load failed. */
export type ListCallback = (items: LookupItem[] | undefined) => void;

/** List request debounce and callback cap of seed 001 §9. */
export const LIST_DEBOUNCE_MS = 300;
export const MAX_LIST_CALLBACKS = 100;

export interface ListBatcherOptions {
  /** Fetches the values of several lists at once, answering one entry per name, in order. */
  fetch: (names: string[]) => Promise<ListValues[]>;
  /** Sort every list by label (the sortLists setting); read at each load. */
  sortLists?: () => boolean;
  locale?: string;
  /** Reports 'List not found {name}' and failed loads (the caller decides to notify or log). */
  onError?: (message: string) => void;
  delayMs?: number;
  maxCallbacks?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * The lookup-list loader of seed 001 §4: names requested while a page renders are collected and
 * fetched together after a 300 ms debounce, then each waiting callback fires (at most 100 per
 * list). Loaded lists are kept until invalidated (a hot-reload event for the list).
 */
export class ListBatcher {
  private readonly loaded = new Map<string, LookupItem[] | undefined>();
  private readonly waiting = new Map<string, ListCallback[]>();
  private timer: unknown = undefined;

  constructor(private readonly options: ListBatcherOptions) {}

  /** Asks for a list; false when the list already has the maximum of waiting callbacks. */
  request(name: string, callback: ListCallback): boolean {
    if (this.loaded.has(name)) {
      const items = this.loaded.get(name);
      queueMicrotask(() => callback(items));
      return true;
    }
    const callbacks = this.waiting.get(name) ?? [];
    if (callbacks.length >= (this.options.maxCallbacks ?? MAX_LIST_CALLBACKS)) return false;
    callbacks.push(callback);
    this.waiting.set(name, callbacks);
    this.schedule();
    return true;
  }

  /** The list as a promise (rejects only when the callback cap is reached). */
  load(name: string): Promise<LookupItem[] | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.request(name, resolve)) reject(new Error(`Too many requests for list ${name}`));
    });
  }

  /** A loaded list, without fetching. */
  peek(name: string): LookupItem[] | undefined {
    return this.loaded.get(name);
  }

  /** Forgets one loaded list (or all): the next request fetches it again. */
  invalidate(name?: string): void {
    if (name === undefined) this.loaded.clear();
    else this.loaded.delete(name);
  }

  private schedule(): void {
    const set = this.options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    const clear = this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    if (this.timer !== undefined) clear(this.timer);
    this.timer = set(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.delayMs ?? LIST_DEBOUNCE_MS);
  }

  private async flush(): Promise<void> {
    const batch = new Map(this.waiting);
    this.waiting.clear();
    const names = [...batch.keys()];
    if (!names.length) return;
    let answers: ListValues[] | undefined;
    try {
      answers = await this.options.fetch(names);
    } catch (err) {
      this.options.onError?.(`Lists ${names.join(', ')} could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
    }
    names.forEach((name, i) => {
      const items = this.itemsOf(name, answers?.[i]);
      if (answers) this.loaded.set(name, items);
      for (const callback of batch.get(name) ?? []) callback(items);
    });
  }

  private itemsOf(name: string, values: ListValues | undefined): LookupItem[] | undefined {
    if (values === undefined) return undefined;
    if (isListError(values)) {
      this.options.onError?.(`List not found ${name}`);
      return undefined;
    }
    return this.options.sortLists?.() ? sortItems(values, this.options.locale) : values;
  }
}
