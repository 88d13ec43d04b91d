/**
 * A Map bounded to `capacity` entries: reading an entry makes it the most recent, and adding
 * beyond the capacity evicts the least recent one through `onEvict`.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly capacity: number,
    private readonly onEvict: (value: V, key: K) => void,
  ) {}

  /** Number of entries. */
  get size(): number {
    return this.entries.size;
  }

  /** The entry, made the most recent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Adds or replaces the entry as the most recent, evicting beyond the capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [K, V];
      this.entries.delete(oldestKey);
      this.onEvict(oldest, oldestKey);
    }
  }

  /** Removes the entry and returns it, without calling onEvict. */
  take(key: K): V | undefined {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value;
  }

  /** Removes every entry, calling `dispose` on each (onEvict is not called). */
  clear(dispose?: (value: V, key: K) => void): void {
    const all = [...this.entries];
    this.entries.clear();
    if (dispose) for (const [key, value] of all) dispose(value, key);
  }
}
