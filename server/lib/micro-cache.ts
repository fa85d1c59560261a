/**
 * A per-process cache of serialized answers for a short time (CACHE_TTL_MS, default 2 s), for the
 * public catalogue reads only. Two seconds of staleness in a listing is invisible to a diver and
 * lets one process answer a burst from memory; anything that must be exact (seats when booking,
 * a diver's own records) never comes from here. Nothing depends on processes agreeing on it.
 */
export class MicroCache {
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #entries = new Map<string, { payload: string; expires: number }>()

  constructor(ttlMs: number, maxEntries = 2000) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
  }

  get enabled(): boolean {
    return this.#ttlMs > 0
  }

  get(key: string): string | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= Date.now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.payload
  }

  set(key: string, payload: string): void {
    if (!this.enabled) return
    // Oldest first out: a Map keeps insertion order.
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, { payload, expires: Date.now() + this.#ttlMs })
  }

  /** After a write that changes what the catalogue shows (seats, rates). */
  clear(): void {
    this.#entries.clear()
  }
}
