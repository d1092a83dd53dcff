// Per-request state without WeakMaps: each service names its loaders with a key it owns, and the
// request holds them until it ends, so a listing of 36 products batches each kind of read once.

/** A typed name for one per-request value; create one per module at load time. */
export type LoaderKey<T> = symbol & { readonly loaderValue?: T };

export function loaderKey<T>(description: string): LoaderKey<T> {
  return Symbol(description) as LoaderKey<T>;
}

export class RequestLoaders {
  private readonly values = new Map<symbol, unknown>();

  /** The request's value under `key`, created on first use. */
  get<T>(key: LoaderKey<T>, create: () => T): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = create();
    this.values.set(key, value);
    return value;
  }
}
