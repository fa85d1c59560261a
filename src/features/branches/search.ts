import * as v from 'valibot'
import { pageParam } from '../../lib/paging.ts'

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
/** A malformed value is dropped rather than failing the page: a shared link always opens. */
const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(v.optional(schema), undefined))

/**
 * The directory's filters, all in the URL (`/branch/list/diveCenters?country=3&q=blue&page=2`), so a
 * filtered page can be shared, reloaded and reached with Back. Defaults are left out of the URL.
 */
export const directorySearchSchema = v.object({
  /** past the last page: the route sends it to the last page */
  page: optional(pageParam),
  country: optional(id),
  q: optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  sort: optional(v.picklist(['az', 'za'])),
  language: optional(v.picklist(['en', 'ar'])),
  org: optional(id),
  payNow: optional(v.boolean()),
  payLater: optional(v.boolean()),
})
export type DirectorySearch = v.InferOutput<typeof directorySearchSchema>

/** Whether any filter narrows the list (for "clear filters"). */
export const hasFilters = (search: DirectorySearch): boolean =>
  Boolean(search.country ?? search.q ?? search.language ?? search.org ?? search.payNow ?? search.payLater)
