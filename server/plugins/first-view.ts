import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { browsingMonth } from '../../contract/activities.ts'
import { searchValue } from '../../contract/addresses.ts'
import { apiBase } from '../../contract/common.ts'
import { type EntryPage, entryPageOf, firstViewLang } from '../../contract/entry-pages.ts'
import { firstViewElementId, type FirstViewAnswer, type FirstViewBlock } from '../../contract/first-view.ts'

// A first visit (a search result, a shared link) has no service worker and no cache: the HTML of a
// catalogue entry page then carries the answers its first view asks for (contract/entry-pages.ts), and
// the preload of its largest picture, so the phone fetches the picture beside the scripts and renders
// without a round trip to the API after them (decisions 013 and 021). An answer the page does not read
// under exactly its key is simply not used (the page asks the API as usual), so a drift costs speed,
// never correctness; the browser tests check that the entry pages ask the API for none of them.

/** The address's search as the router reads it: each value JSON where it parses, the text otherwise. */
const routerSearch = (search: URLSearchParams): Record<string, unknown> => Object.fromEntries([...search].map(([key, text]) => [key, searchValue(text)]))

/** Text inside `<script type="application/json">`: nothing in it can close the element or start markup. */
const scriptSafe = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

const attributeSafe = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** A picture of our own (`/media/…`), never an address an answer could point anywhere else. */
const ownPicture = (value: unknown): string | null => (typeof value === 'string' && /^\/media\/[\w./-]+$/.test(value) && !value.includes('..') ? value : null)

type Manifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean }>

/**
 * The files a page of the area needs after the entry, named in its HTML so that they download beside
 * the entry instead of one after the other: the area's chunk, the chunks it imports and their style
 * sheets, and the English words its first paint needs (SPEC §4: a first visit is in English). At low
 * priority: the entry, the shell's style sheet and the first photo go first. From the build's
 * manifest; none without one.
 */
function areaHints(manifest: Manifest | null, { area, catalogs }: Pick<EntryPage, 'area' | 'catalogs'>): string {
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
  for (const catalog of catalogs) {
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
  // One list per area and catalogs: an area's pages need the same words.
  const hints = new Map<string, string>()
  const hintsFor = (view: EntryPage) => {
    const key = `${view.area} ${view.catalogs.join()}`
    return hints.get(key) ?? hints.set(key, areaHints(manifest, view)).get(key)!
  }
  return async (request) => {
    if (request.method !== 'GET') return shell
    try {
      const url = new URL(request.url, 'http://localhost')
      const view = entryPageOf(url.pathname, routerSearch(url.searchParams), browsingMonth())
      if (view === null) return shell
      return await withFirstView(app, request, shell, view, hintsFor(view))
    } catch (error) {
      // A speed-up, never a condition: the plain shell still opens the page.
      request.log.warn({ err: error }, 'first view not embedded')
      return shell
    }
  }
}

async function withFirstView(app: FastifyInstance, request: FastifyRequest, shell: string, view: EntryPage, hints: string): Promise<string> {
  const answers = await Promise.all(
    view.requests.map(async ({ key, call }): Promise<FirstViewAnswer | null> => {
      const response = await app.inject({
        method: call.method,
        url: `${apiBase}${call.path}`,
        // What the client's address builder leaves out (no value), left out here too.
        query: Object.fromEntries(Object.entries(call.query).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]]))),
        headers: { 'accept-language': firstViewLang, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: call.body === undefined ? undefined : JSON.stringify(call.body),
        remoteAddress: request.ip,
      })
      return response.statusCode === 200 ? { key, json: response.json() } : null
    }),
  )
  // Without the page's own answer (an unknown id) the page asks for itself and shows what the API says.
  if (answers[0] === null) return shell
  const found = answers.filter((answer) => answer !== null)
  const picture = view.picture && ownPicture(view.picture(answers.map((answer) => answer?.json)))
  const preload = picture ? `<link rel="preload" as="image" href="${attributeSafe(picture)}" fetchpriority="high">` : ''
  const block: FirstViewBlock = { at: Date.now(), answers: found }
  const data = `<script type="application/json" id="${firstViewElementId}">${scriptSafe(JSON.stringify(block))}</script>`
  // Replaced by functions: a `$&` or `$'` in an answer (a review's text) is text, not a replacement pattern.
  return shell.replace('</head>', () => `${preload}${hints}</head>`).replace('</body>', () => `${data}</body>`)
}
