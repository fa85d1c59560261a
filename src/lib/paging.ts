import * as v from 'valibot'

/**
 * A page number in a list's address: any whole number from 1, so an old link or a narrower filter
 * past the end still opens, and its loader sends it on with `pageBeyondEnd`.
 */
export const pageParam = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

/**
 * The one rule of the trips area and the branch directory for a page past the end: the last page
 * (page 1 when nothing matches). Null when the page exists.
 */
export function pageBeyondEnd(page: number, pageCount: number): number | null {
  const last = Math.max(1, pageCount)
  return page > last ? last : null
}
