/** Enough for every scope and filter in recent use; older versions' entries age out first. */
const MAX_ENTRIES = 2000;

/** Totals of company lists by key, the least recently used dropped once the bound is reached. */
export class CompanyCountCache {
  readonly #totals = new Map<string, number>();

  get(key: string): number | undefined {
    const total = this.#totals.get(key);
    if (total !== undefined) {
      // A Map iterates in insertion order: re-inserting marks the entry as the most recent.
      this.#totals.delete(key);
      this.#totals.set(key, total);
    }
    return total;
  }

  set(key: string, total: number): void {
    this.#totals.delete(key);
    this.#totals.set(key, total);
    if (this.#totals.size > MAX_ENTRIES) {
      const oldest = this.#totals.keys().next();
      if (!oldest.done) this.#totals.delete(oldest.value);
    }
  }
}

const caches = new WeakMap<object, CompanyCountCache>();

/**
 * The count cache of one database handle. Versions are numbered per database, so two handles (two
 * databases, or a test's fresh database) never share entries.
 */
export function companyCountCache(db: object): CompanyCountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CompanyCountCache();
    caches.set(db, cache);
  }
  return cache;
}
