import type { DirectorySearch } from '../../../contract/addresses.ts'

/** Whether any filter narrows the list (for "clear filters"). */
export const hasFilters = (search: DirectorySearch): boolean =>
  Boolean(search.country ?? search.q ?? search.language ?? search.org ?? search.payNow ?? search.payLater)
