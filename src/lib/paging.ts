/**
 * The one rule of the trips area and the branch directory for a page past the end: the last page
 * (page 1 when nothing matches). Null when the page exists.
 */
export function pageBeyondEnd(page: number, pageCount: number): number | null {
  const last = Math.max(1, pageCount)
  return page > last ? last : null
}
