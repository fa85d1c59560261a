import * as v from 'valibot'
import { browsableMonth } from './activities.ts'
import { directorySearchSchema, tripsSearchSchema } from './addresses.ts'
import { branchDetailRequest, branchListRequest, branchTypeOf } from './branches.ts'
import { type EntryRequest, idFromAddress, type Lang } from './common.ts'
import { type EntryExtra, entryExtras, type EntryPageName } from './entry-extras.ts'
import { usedCountriesRequest } from './general.ts'
import { organizationsRequest } from './organizations.ts'
import { courseDetailsRequest, tripDetailsRequest, tripsSearchRequest, upcomingDeparturesRequest, usesCurrency } from './trips.ts'
import { ratesRequest } from './wallet.ts'

// The catalogue's entry pages (where a search result or a shared link lands) and the calls each one
// makes, in one table for the page and the server alike. The client's query options build their cache
// key and their request with these calls' builders, and a page's loader asks for the extras listed
// beside its own call (contract/entry-extras.ts); the server's first view (server/plugins/first-view.ts)
// reads an address with `entryPageOf`, makes the same requests and puts each answer in the page under
// the same key, which the client puts into its query cache before the first loader runs (decision 021).

/** The areas whose first view the server carries: the names of their chunks in the build (build/chunking.ts). */
export const entryAreas = { home: 'home', trips: 'trips', directory: 'directory', branch: 'branch' } as const
export type EntryArea = (typeof entryAreas)[keyof typeof entryAreas]

/**
 * Every call an entry page makes, each defined beside its path (the pages' query options import them
 * from there, so that no page's first load carries another area's contract).
 */
export const entryRequests = {
  tripsSearch: tripsSearchRequest,
  tripDetails: tripDetailsRequest,
  courseDetails: courseDetailsRequest,
  branchList: branchListRequest,
  branchDetail: branchDetailRequest,
  usedCountries: usedCountriesRequest,
  organizations: organizationsRequest,
  rates: ratesRequest,
} satisfies Record<EntryPageName | EntryExtra, (...args: never[]) => EntryRequest>

/** A page's own call, then what it asks for beside it (contract/entry-extras.ts), as its loader asks. */
const callsOf = (page: EntryPageName, own: EntryRequest, lang: Lang): EntryRequest[] => [
  own,
  ...entryExtras[page].map((extra: EntryExtra) => entryRequests[extra](lang)),
]

/** The language of a visitor's first view (SPEC §4: no stored language is English). */
export const firstViewLang: Lang = 'en'

/** The English words a page's first view needs: the shell's (`messages`), and the discovery pages' (decision 008). */
export type EntryCatalog = 'messages' | 'discovery'

/**
 * An entry page's first view: its area, the catalogs of words its first paint needs, its calls (its
 * own first), and where its largest picture is in their answers (null: no picture to fetch first).
 */
export type EntryPage = {
  area: EntryArea
  catalogs: readonly EntryCatalog[]
  requests: EntryRequest[]
  picture: ((answers: unknown[]) => unknown) | null
}

/** The catalogue's pages paint with the discovery pages' words. */
const catalogueWords: readonly EntryCatalog[] = ['messages', 'discovery']

const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), value)

/**
 * The first view of a catalogue address for a visitor (in `firstViewLang`, no session, US dollars),
 * or null when the address is not an entry page or its view depends on what only the device knows (a
 * price bound in the diver's currency). `search` is the address's search as the router reads it
 * (`searchValue` per name); `month` is this month (`YYYY-MM`).
 */
export function entryPageOf(pathname: string, search: Record<string, unknown>, month: string): EntryPage | null {
  const lang = firstViewLang
  const parts = pathname.split('/').filter(Boolean)
  const [section, kind, , param] = parts
  // The home paints its hero with the shell's words and its area's chunk, named in the page so they
  // come beside the entry. Its first section below the hero, the next departures (with the rates the
  // cards convert with), paints from the carried answers as soon as the sections' chunk has come,
  // after the first paint. Neither that chunk nor the first card's photo is fetched early: beside
  // the entry they only delayed the hero's text, which is the page's largest paint on a phone.
  if (parts.length === 0) {
    return { area: entryAreas.home, catalogs: ['messages'], requests: [upcomingDeparturesRequest(lang), entryRequests.rates()], picture: null }
  }
  if (section === 'trips' && parts.length === 1) {
    const address = v.parse(tripsSearchSchema, search)
    if (usesCurrency(address)) return null
    const shown = browsableMonth(address.date, month)
    // A month before this one is sent to this one by the page (a redirect): its first view is that one's.
    const own = address.date !== undefined && address.date !== shown ? { ...address, date: shown, page: undefined } : address
    return {
      area: entryAreas.trips,
      catalogs: catalogueWords,
      requests: callsOf('tripsSearch', entryRequests.tripsSearch(own, shown, lang, 'USD'), lang),
      picture: ([found]) => at(found, 'data', 'items', 0, 'imageUrl'),
    }
  }
  if (section === 'branch' && kind === 'list' && parts.length === 3) {
    return {
      area: entryAreas.directory,
      catalogs: catalogueWords,
      requests: callsOf('branchList', entryRequests.branchList(branchTypeOf(parts[2] ?? ''), v.parse(directorySearchSchema, search), lang), lang),
      picture: ([found]) => at(found, 'data', 'diveCenters', 0, 'imageUrl'),
    }
  }
  // The details pages' loaders read no search (`?photo=3` opens the photo viewer, nothing more).
  const id = idFromAddress(param)
  if (id === null || parts.length !== 4) return null
  if (section === 'branch' && kind === 'details') {
    return {
      area: entryAreas.branch,
      catalogs: catalogueWords,
      requests: callsOf('branchDetail', entryRequests.branchDetail(id, lang), lang),
      picture: ([found]) => at(found, 'data', 'branchDetailsDto', 'imageUrl'),
    }
  }
  if (section === 'trips' && (kind === 'tripDetails' || kind === 'course')) {
    return {
      area: entryAreas.trips,
      catalogs: catalogueWords,
      requests:
        kind === 'course'
          ? callsOf('courseDetails', entryRequests.courseDetails(id, lang), lang)
          : callsOf('tripDetails', entryRequests.tripDetails(id, lang), lang),
      picture: ([found]) => at(found, 'data', 'gallery', 0),
    }
  }
  return null
}
