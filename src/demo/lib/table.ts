/**
 * An in-memory table over seeded rows plus an overlay of the changes made since (the journal).
 * The overlay is what demo mode keeps in localStorage: on the next start the same seed is
 * generated and the overlay applied over it, so edits survive a reload while seeded data stays
 * small in storage.
 */
export type Key = string | number;

/** One table's changes: a patch per seeded row, a whole row per created one, and the deletions. */
export interface Overlay {
  upsert: Record<string, Record<string, unknown>>;
  del: Key[];
}

export class Journal {
  overlays: Record<string, Overlay> = {};

  constructor(private readonly save: ((journal: Journal) => void) | null = null) {}

  private overlay(table: string): Overlay {
    return (this.overlays[table] ??= { upsert: {}, del: [] });
  }

  record(table: string, key: Key, patch: object): void {
    const overlay = this.overlay(table);
    // A copy: later (unjournaled) simulation changes to the row must not leak into storage.
    const copy = JSON.parse(JSON.stringify(patch)) as Record<string, unknown>;
    overlay.upsert[String(key)] = { ...overlay.upsert[String(key)], ...copy };
    overlay.del = overlay.del.filter(item => String(item) !== String(key));
    this.save?.(this);
  }

  /** A seeded row is remembered as deleted; a row created since simply leaves the overlay. */
  recordDelete(table: string, key: Key, seeded: boolean): void {
    const overlay = this.overlay(table);
    delete overlay.upsert[String(key)];
    if (seeded) overlay.del.push(key);
    this.save?.(this);
  }
}

export class Table<T extends object> {
  private readonly rows = new Map<Key, T>();
  private readonly seeded = new Set<Key>();
  private cache: T[] | null = null;
  private groups = new Map<string, Map<unknown, T[]>>();
  /** Bumped on every journaled change (not on `touch`); derived caches compare it. */
  version = 0;

  constructor(
    readonly name: string,
    private readonly keyOf: (row: T) => Key,
    seed: T[],
    private readonly journal: Journal | null,
  ) {
    for (const row of seed) {
      const key = keyOf(row);
      this.rows.set(key, row);
      this.seeded.add(key);
    }
  }

  /** Replays a stored overlay over the seed (no journaling: it is already stored). */
  applyOverlay(overlay: Overlay | undefined): void {
    if (!overlay) return;
    for (const [rawKey, patch] of Object.entries(overlay.upsert)) {
      const existing = this.rows.get(rawKey) ?? this.rows.get(Number(rawKey));
      if (existing) Object.assign(existing, patch);
      else {
        const row = patch as T;
        this.rows.set(this.keyOf(row), row);
      }
    }
    for (const key of overlay.del) this.rows.delete(key);
    this.changed();
  }

  private changed(): void {
    this.cache = null;
    this.groups.clear();
    this.version++;
  }

  get size(): number {
    return this.rows.size;
  }

  all(): T[] {
    return (this.cache ??= Array.from(this.rows.values()));
  }

  get(key: Key | null | undefined): T | undefined {
    if (key === null || key === undefined) return undefined;
    return (
      this.rows.get(key) ?? (typeof key === 'string' && /^\d+$/.test(key) ? this.rows.get(Number(key)) : undefined)
    );
  }

  /** Rows grouped by a field, cached until the table changes. */
  by<F extends keyof T>(field: F): Map<T[F], T[]> {
    const name = String(field);
    let group = this.groups.get(name) as Map<T[F], T[]> | undefined;
    if (!group) {
      group = new Map();
      for (const row of this.all()) {
        const list = group.get(row[field]);
        if (list) list.push(row);
        else group.set(row[field], [row]);
      }
      this.groups.set(name, group as Map<unknown, T[]>);
    }
    return group;
  }

  nextId(): number {
    let max = 0;
    for (const key of this.rows.keys()) if (typeof key === 'number' && key > max) max = key;
    return max + 1;
  }

  insert(row: T): T {
    const key = this.keyOf(row);
    this.rows.set(key, row);
    this.journal?.record(this.name, key, row);
    this.changed();
    return row;
  }

  update(key: Key, patch: Partial<T>): T | undefined {
    const row = this.get(key);
    if (!row) return undefined;
    Object.assign(row, patch);
    this.journal?.record(this.name, this.keyOf(row), patch);
    this.changed();
    return row;
  }

  /**
   * A change the simulation derives from the clock: not journaled (the clock replays it). The row
   * keeps its place, so only groupings by the changed fields are dropped.
   */
  touch(key: Key, patch: Partial<T>): void {
    const row = this.get(key);
    if (!row) return;
    Object.assign(row, patch);
    for (const field of Object.keys(patch)) this.groups.delete(field);
  }

  remove(key: Key): boolean {
    const row = this.get(key);
    if (!row) return false;
    const realKey = this.keyOf(row);
    this.rows.delete(realKey);
    this.journal?.recordDelete(this.name, realKey, this.seeded.has(realKey));
    this.changed();
    return true;
  }
}
