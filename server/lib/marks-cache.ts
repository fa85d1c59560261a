import type { FavoriteKind } from '../../contract/favorites.ts'

type Marks = Record<FavoriteKind, Set<number>>

/**
 * Each signed-in diver's favorite marks, kept by this process as long as a catalogue answer is
 * (CACHE_TTL_MS), so a diver browsing the catalogue costs no database work a visitor does not:
 * the public answer comes from the micro-cache and the mark from here. A change made through this
 * process updates it at once; one made through another process shows within the TTL (the hearts
 * themselves read Favorites/Ids, which is always fresh). Bounded like the micro-cache.
 */
export class MarksCache {
  readonly #ttlMs: number
  readonly #maxDivers: number
  readonly #entries = new Map<number, { marks: Marks; expires: number }>()

  constructor(ttlMs: number, maxDivers = 10_000) {
    this.#ttlMs = ttlMs
    this.#maxDivers = maxDivers
  }

  get(userId: number): Marks | undefined {
    const entry = this.#entries.get(userId)
    if (!entry || entry.expires <= Date.now()) return undefined
    return entry.marks
  }

  set(userId: number, marks: Marks): void {
    if (this.#ttlMs <= 0) return
    this.#entries.delete(userId)
    if (this.#entries.size >= this.#maxDivers) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(userId, { marks, expires: Date.now() + this.#ttlMs })
  }

  /** After the diver changes a mark through this process. */
  forget(userId: number): void {
    this.#entries.delete(userId)
  }
}
