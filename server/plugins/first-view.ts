import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { branchDetailPath, branchFilterOf, diveCentersPath, freelancersPath } from '../../contract/branches.ts'
import { apiBase } from '../../contract/common.ts'
import { firstAnswersElementId, type FirstAnswer, type FirstAnswers, type FirstCall, firstCallKey } from '../../contract/first-view.ts'
import { getCountriesPath } from '../../contract/general.ts'
import { organizationsPath } from '../../contract/organizations.ts'
import { browsableMonth } from '../../contract/activities.ts'
import { courseDetailsPath, tripDetailsPath, tripsQueryOf, tripsSearchPath } from '../../contract/trips.ts'
import { ratesPath } from '../../contract/wallet.ts'

// The calls the first view of a catalogue address makes, and where its largest picture is in their
// answers. A first visit (a search result, a shared link) has no service worker and no cache: the page's
// HTML then carries these answers, and the preload of that picture, so the phone fetches the picture
// beside the scripts and renders without a round trip to the API after them (decision 013).
//
// Mirrors the route loaders of the front end for a visitor's first view: English (SPEC §4: no stored
// language is English), no session, US dollars. An answer the client does not ask for in exactly this
// form is simply not used (the client asks the API as usual), so a drift costs speed, never
// correctness; the browser tests check that the entry pages ask the API for none of them.

/**
 * The first call is the page's own (its list, its trip); the others are what the page wants beside it.
 * `area` names the page's chunk (vite.config.ts, areaOf); all of them read the discovery catalog.
 */
type FirstView = { area: 'trips' | 'directory' | 'branch'; calls: FirstCall[]; picture?: (answers: unknown[]) => unknown }

const lang = 'en'
const rates: FirstCall = { method: 'GET', path: ratesPath, query: {} }
const filterLists: FirstCall[] = [
  { method: 'GET', path: getCountriesPath, query: { UsedOnly: true } },
  { method: 'POST', path: organizationsPath, query: { lang: 1 } },
]

/** A search value as the router reads it: JSON where it parses (`2`, `true`), the text otherwise. */
function searchValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * The URL's search as the page reads it, `known` names only: names the page does not know
 * (`utm_source`, `fbclid`) are left out, as the page's schema leaves them out; a name in `refused` (a
 * filter the server cannot copy) makes the address one to leave to the page.
 */
function addressOf(search: URLSearchParams, known: string[], refused: string[] = []): Record<string, unknown> | null {
  const out: Record<string, unknown> = {}
  for (const [key, text] of search) {
    if (refused.includes(key)) return null
    if (known.includes(key)) out[key] = searchValue(text)
  }
  return out
}

const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), value)

const validId = (text: string | undefined): number | null => (text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null)

const thisMonth = (): string => new Date().toISOString().slice(0, 7)

/** `/trips?date&activity&country&org&payNow&payLater&seats&sort&page` (a price bound is in the diver's currency: not here). */
function tripsView(search: URLSearchParams): FirstView | null {
  const address = addressOf(search, ['date', 'activity', 'country', 'org', 'payNow', 'payLater', 'seats', 'sort', 'page'], ['minPrice', 'maxPrice'])
  if (address === null) return null
  // A month before this one is sent to this one by the page: its first view is this month's.
  const month = browsableMonth(address.date, thisMonth())
  return {
    area: 'trips',
    calls: [{ method: 'GET', path: tripsSearchPath, query: { ...tripsQueryOf(address, month, 'USD'), lang } }, ...filterLists, rates],
    picture: ([found]) => at(found, 'data', 'items', 0, 'imageUrl'),
  }
}

/** `/branch/list/$type` with the directory's filters, as its filter body (the same mapping as the page's). */
function directoryView(type: string, search: URLSearchParams): FirstView | null {
  const address = addressOf(search, ['q', 'page', 'country', 'org', 'sort', 'language', 'payNow', 'payLater'])
  if (address === null) return null
  // The page's schema trims the name search; the API checks every value (a wrong one: no first view).
  if (typeof address.q === 'string') address.q = address.q.trim()
  const path = type === 'diveCenters' ? diveCentersPath : freelancersPath
  return {
    area: 'directory',
    calls: [{ method: 'POST', path, query: { isEnglish: true }, body: branchFilterOf(address) }, ...filterLists],
    picture: ([found]) => at(found, 'data', 'diveCenters', 0, 'imageUrl'),
  }
}

function firstViewOf(pathname: string, search: URLSearchParams): FirstView | null {
  const parts = pathname.split('/').filter(Boolean)
  const [section, kind, , param] = parts
  if (section === 'trips' && parts.length === 1) return tripsView(search)
  if (section === 'branch' && kind === 'list' && parts.length === 3) return directoryView(parts[2] ?? '', search)
  // The details pages' loaders read no search (`?photos=true` opens the gallery, nothing more).
  const id = validId(param)
  if (id === null || parts.length !== 4) return null
  if (section === 'branch' && kind === 'details') {
    return {
      area: 'branch',
      calls: [{ method: 'GET', path: branchDetailPath, query: { BranchId: id, isEnglish: true } }, rates],
      picture: ([found]) => at(found, 'data', 'branchDetailsDto', 'imageUrl'),
    }
  }
  if (section === 'trips' && kind === 'tripDetails') {
    return {
      area: 'trips',
      calls: [{ method: 'GET', path: tripDetailsPath, query: { tempTripId: id, lang } }, rates],
      picture: ([found]) => at(found, 'data', 'gallery', 0),
    }
  }
  if (section === 'trips' && kind === 'course') {
    return {
      area: 'trips',
      calls: [{ method: 'GET', path: courseDetailsPath, query: { tempId: id, lang } }, rates],
      picture: ([found]) => at(found, 'data', 'gallery', 0),
    }
  }
  return null
}

/** Text inside `<script type="application/json">`: nothing in it can close the element or start markup. */
const scriptSafe = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

const attributeSafe = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** A picture of our own (`/media/…`), never an address an answer could point anywhere else. */
const ownPicture = (value: unknown): string | null => (typeof value === 'string' && /^\/media\/[\w./-]+$/.test(value) && !value.includes('..') ? value : null)

type Manifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean }>

/**
 * The files a page of the area needs after the entry, named in its HTML so that they download beside
 * the entry instead of one after the other: the area's chunk, the chunks it imports and their style
 * sheets, and the English words of the shell and of the discovery pages (SPEC §4: a first visit is in
 * English). At low priority: the entry, the shell's style sheet and the first photo go first. From the
 * build's manifest; none without one.
 */
function areaHints(manifest: Manifest | null, area: string): string {
  const entry = manifest?.['index.html']
  const start = manifest && Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === area && !manifest[key]?.isDynamicEntry)
  if (!manifest || !entry || !start) return ''
  const files = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || key === 'index.html' || entry.imports?.includes(key) || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const sheet of chunk.css ?? []) styles.add(sheet)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(start)
  for (const catalog of ['messages', 'discovery']) {
    const words = manifest[`src/locales/en/${catalog}.po`]
    if (words) files.add(words.file)
  }
  // Style sheets are preloaded, not linked: linked, they would hold the first paint of the shell.
  return [
    ...[...styles].map((href) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${attributeSafe(href)}">`),
    ...[...files].map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${attributeSafe(href)}">`),
  ].join('')
}

function readManifest(distDir: string): Manifest | null {
  const file = join(distDir, '.vite', 'manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null
}

/**
 * The shell for client routes, with the first view's answers, picture and files when the address is
 * a catalogue entry page. Each call goes through the API itself (its validation, micro-cache and rate
 * limits, counted for the visitor's own address), so the page carries exactly what the API answers.
 */
export function createFirstView(app: FastifyInstance, shell: string, distDir: string): (request: FastifyRequest) => Promise<string> {
  const manifest = readManifest(distDir)
  const hints = new Map<string, string>()
  const hintsFor = (area: string) => hints.get(area) ?? hints.set(area, areaHints(manifest, area)).get(area)!
  return async (request) => {
    const url = new URL(request.url, 'http://localhost')
    const view = request.method === 'GET' ? firstViewOf(url.pathname, url.searchParams) : null
    if (view === null) return shell
    try {
      return await withFirstView(app, request, shell, view, hintsFor(view.area))
    } catch (error) {
      // A speed-up, never a condition: the plain shell still opens the page.
      request.log.warn({ err: error }, 'first view not embedded')
      return shell
    }
  }
}

async function withFirstView(app: FastifyInstance, request: FastifyRequest, shell: string, view: FirstView, hints: string): Promise<string> {
  const answers = await Promise.all(
    view.calls.map(async (call): Promise<FirstAnswer | null> => {
      const response = await app.inject({
        method: call.method,
        url: `${apiBase}${call.path}`,
        // What the client's address builder leaves out (no value), left out here too.
        query: Object.fromEntries(Object.entries(call.query).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]]))),
        headers: { 'accept-language': lang, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: call.body === undefined ? undefined : JSON.stringify(call.body),
        remoteAddress: request.ip,
      })
      return response.statusCode === 200 ? { key: firstCallKey(call, lang), json: response.json() } : null
    }),
  )
  // Without the page's own answer (an unknown id) the page asks for itself and shows what the API says.
  if (answers[0] === null) return shell
  const found = answers.filter((answer) => answer !== null)
  const picture = ownPicture(view.picture?.(answers.map((answer) => answer?.json)))
  const preload = picture ? `<link rel="preload" as="image" href="${attributeSafe(picture)}" fetchpriority="high">` : ''
  const block: FirstAnswers = { at: Date.now(), answers: found }
  const data = `<script type="application/json" id="${firstAnswersElementId}">${scriptSafe(JSON.stringify(block))}</script>`
  // Replaced by functions: a `$&` or `$'` in an answer (a review's text) is text, not a replacement pattern.
  return shell.replace('</head>', () => `${preload}${hints}</head>`).replace('</body>', () => `${data}</body>`)
}
