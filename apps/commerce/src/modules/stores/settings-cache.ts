// Settings every request reads and an administrator rarely changes (scoped configuration, tax
// rates), kept in this process for a short while instead of being read again on each request
// (ADR 0057). What decides an order's money or stock at the moment it is placed (prices, rule
// dates, coupon uses, stock) is never kept here.
//
// A process that writes settings calls `purge()`, and the next read loads them again; other
// processes see the change once their entry expires.

export interface SettingsCacheOptions {
  /** How long a loaded value is served; 0 loads on every read. */
  ttlMs: number;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

export const DEFAULT_SETTINGS_TTL_MS = 10_000;

export class SettingsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: SettingsCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  /**
   * The value under `key`, loaded by `load` when absent or expired. Callers at the same moment
   * share one load; a failed load is forgotten, so the next read tries again.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const known = this.entries.get(key);
    if (known && known.expiresAt > now) return known.value as Promise<T>;
    const value = load();
    if (this.ttlMs <= 0) return value;
    const entry: Entry = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every value: the next read of each loads it again. */
  purge(): void {
    this.entries.clear();
  }
}
