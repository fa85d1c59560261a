import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { entryExtras, type EntryPageName } from '../../contract/entry-extras.ts'
import { entryPageOf } from '../../contract/entry-pages.ts'
import { prefetchEntryExtras } from './entry-extras.ts'

// One address of each entry page, as a visitor in English opens it.
const addresses: Record<EntryPageName, string> = {
  tripsSearch: '/trips',
  branchList: '/branch/list/diveCenters',
  branchDetail: '/branch/details/diveCenters/1',
  tripDetails: '/trips/tripDetails/a-trip/1',
  courseDetails: '/trips/course/a-course/1',
}

describe('prefetchEntryExtras', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks for exactly the calls the server's first view carries after the page's own", () => {
    // Never answered: only which queries the loader starts matters here.
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    for (const page of Object.keys(entryExtras) as EntryPageName[]) {
      const queryClient = new QueryClient()
      prefetchEntryExtras(queryClient, page, 'en')
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey)
      const carried = entryPageOf(addresses[page], {}, '2027-03')
        ?.requests.slice(1)
        .map((request) => request.key)
      expect(asked, page).toEqual(carried)
    }
  })
})
