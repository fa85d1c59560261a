export type CachedAnswer = {
  status: number
  /** the handler's headers (Vary, Cache-Control, …): a hit answers exactly what the miss did */
  headers: Record<string, string>
  /** the answer as an object, for adding a diver's own marks without parsing it again */
  data: unknown
  payload: string
  /** the payload's validator, made once per answer (lib/shared-cache.ts) */
  etag: string
}

/**
 * A per-process cache of public catalogue answers for a short time (CACHE_TTL_MS, default 2 s).
 * Two seconds of staleness in a listing is invisible to a diver and lets one process answer a
 * burst from memory; anything that must be exact (seats when booking, a diver's own records) never
 * comes from here, and nothing depends on processes agreeing on it. Bounded in entries and in
 * bytes, so hostile input cannot grow the process.
 */
export class MicroCache {
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #maxBytes: number
  readonly #entries = new Map<string, { answer: CachedAnswer; expires: number; bytes: number }>()
  #bytes = 0

  constructor(ttlMs: number, { maxEntries = 2000, maxBytes = 32 * 1024 * 1024 } = {}) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#maxBytes = maxBytes
  }

  get enabled(): boolean {
    return this.#ttlMs > 0
  }

  /** What the cache holds now: the benchmark and the tests read it. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes }
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= Date.now()) {
      this.#delete(key)
      return undefined
    }
    return entry.answer
  }

  /** Stores and returns the answer; one too large for the budget is returned but not kept. */
  set(key: string, answer: CachedAnswer): CachedAnswer {
    if (!this.enabled) return answer
    // JavaScript strings are UTF-16; the object copy costs about as much again.
    const bytes = (key.length + answer.payload.length) * 4
    if (bytes > this.#maxBytes / 8) return answer
    this.#delete(key)
    // Oldest first out: a Map keeps insertion order.
    while (this.#entries.size >= this.#maxEntries || this.#bytes + bytes > this.#maxBytes) this.#delete(this.#entries.keys().next().value!)
    this.#entries.set(key, { answer, expires: Date.now() + this.#ttlMs, bytes })
    this.#bytes += bytes
    return answer
  }

  /** After a write that changes what the catalogue shows (seats, rates). */
  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }
}
