// A bounded map that forgets its least recently used entries, in two generations (as
// quick-lru does): entries used lately live in `young`; when `young` fills, it becomes `old`
// and the old generation is dropped whole. A hit in `young` is one Map lookup: reordering a
// single Map on every read (delete + set) cost 3 % of a warm feed page's CPU on hits alone.
// At most `max` entries are held; an entry used since the last turnover always survives it.
export class LruMap<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly generation: number;

  constructor(max: number) {
    this.generation = Math.max(1, Math.floor(max / 2));
  }

  get(key: K): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const aging = this.old.get(key);
    if (aging === undefined) return undefined;
    this.old.delete(key);
    this.keep(key, aging);
    return aging;
  }

  set(key: K, value: V): void {
    this.old.delete(key);
    if (this.young.has(key)) this.young.set(key, value);
    else this.keep(key, value);
  }

  delete(key: K): void {
    this.young.delete(key);
    this.old.delete(key);
  }

  clear(): void {
    this.young.clear();
    this.old.clear();
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  /** Adds a key new to `young`, turning the generations over when it is full. */
  private keep(key: K, value: V): void {
    if (this.young.size >= this.generation) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
