/**
 * What each entry page asks for beside its own answer: the filters' lists and the rates every price is
 * converted with. The page wants them and shows without them, so its loader asks for them without
 * waiting (src/lib/entry-extras.ts), and the server's first view carries their answers after the
 * page's own (contract/entry-pages.ts): one list for both. Named by the calls of `entryRequests`.
 * Kept apart from the table so that a page's loader reads this list without the other pages' contracts.
 */
export const entryExtras = {
  tripsSearch: ['usedCountries', 'organizations', 'rates'],
  branchList: ['usedCountries', 'organizations'],
  branchDetail: ['rates'],
  tripDetails: ['rates'],
  courseDetails: ['rates'],
} as const

/** An entry page, named by its own call. */
export type EntryPageName = keyof typeof entryExtras
export type EntryExtra = (typeof entryExtras)[EntryPageName][number]
