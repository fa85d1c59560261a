import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashKey } from '@tanstack/react-query'
import { browsingMonth } from '../../contract/activities.ts'
import { entryRequests } from '../../contract/entry-pages.ts'
import { firstViewElementId, type FirstViewBlock } from '../../contract/first-view.ts'
import { upcomingDeparturesRequest } from '../../contract/trips.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
let dist: string
const shell = '<!doctype html><html><head><title>Reefline</title></head><body><div id="root"></div></body></html>'
// The parts of a build's manifest the first view reads: the entry, the trips area's and the home's
// chunks and what they import, the home's lazy sections, and the English catalogs.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_rolldown-runtime-1.js'] },
  '_rolldown-runtime-1.js': { file: 'assets/rolldown-runtime-1.js' },
  '_trips-1.js': { file: 'assets/trips-1.js', name: 'trips', imports: ['_rolldown-runtime-1.js', 'index.html', '_shared-1.js'], css: ['assets/trips-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', name: 'shared', imports: ['index.html'] },
  '_account-1.js': { file: 'assets/account-1.js', name: 'account', imports: ['_shared-1.js'] },
  '_home-1.js': { file: 'assets/home-1.js', name: 'home', imports: ['index.html', '_home-shared-1.js'], css: ['assets/home-1.css'] },
  '_home-shared-1.js': { file: 'assets/home-shared-1.js', name: 'home-shared', imports: ['index.html'] },
  '_home-sections-1.js': {
    file: 'assets/home-sections-1.js',
    name: 'home-sections',
    imports: ['index.html', '_shared-1.js'],
    css: ['assets/home-sections-1.css'],
  },
  'src/locales/en/messages.po': { file: 'assets/messages-en.js', name: 'messages', isDynamicEntry: true },
  'src/locales/ar/messages.po': { file: 'assets/messages-ar.js', name: 'messages', isDynamicEntry: true },
  'src/locales/en/discovery.po': { file: 'assets/discovery-en.js', name: 'discovery', isDynamicEntry: true },
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'reefline-dist-'))
  mkdirSync(join(dist, '.vite'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), shell)
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  t = await createTestApp({ DIST_DIR: dist })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

/**
 * The answers a page carries, read back the way the browser reads the data block, by their keys hashed
 * as the query cache hashes them: `get(request)` is what the page's loader for that request finds.
 */
function carried(html: string): { size: number; get: (request: { key: readonly unknown[] }) => unknown } {
  const match = new RegExp(`<script type="application/json" id="${firstViewElementId}">([^<]*)</script>`).exec(html)
  const block = match ? (JSON.parse(match[1]!) as FirstViewBlock) : { at: Date.now(), answers: [] }
  expect(Math.abs(Date.now() - block.at)).toBeLessThan(10_000)
  const answers = new Map(block.answers.map(({ key, json }) => [hashKey(key), json]))
  return { size: answers.size, get: (request) => answers.get(hashKey(request.key)) }
}

const api = async (url: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}) => {
  const response = await t.app.inject({
    method: options.method ?? 'GET',
    url: `/api/website/v1${url}`,
    headers: { 'accept-language': 'en' },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  })
  expect(response.statusCode, url).toBe(200)
  return response.json<Record<string, unknown>>()
}

describe('the first view of a catalogue page', () => {
  it('carries the answers of the trips page, its first photo and its files', async () => {
    const response = await t.app.inject({ url: '/trips?date=2027-01' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const answers = carried(response.body)
    const search = await api('/Trips/Search?month=2027-01&lang=en')
    const items = (search.data as { items: { imageUrl: string }[] }).items
    expect(items.length).toBeGreaterThan(0)
    expect(answers.get(entryRequests.tripsSearch({ date: '2027-01' }, '2027-01', 'en', 'USD'))).toEqual(search)
    expect(answers.get(entryRequests.rates())).toEqual(await api('/Wallet/Rates'))
    expect(answers.get(entryRequests.usedCountries('en'))).toEqual(await api('/General/GetCountries?UsedOnly=true'))
    expect(answers.get(entryRequests.organizations('en'))).toEqual(await api('/Mobile/Organizations?lang=1', { method: 'POST' }))
    expect(response.body).toContain(`<link rel="preload" as="image" href="${items[0]!.imageUrl}" fetchpriority="high"></head>`.replace('</head>', ''))
    // The area's chunk, what it imports and the English words; never the entry's own files again.
    for (const file of ['trips-1.js', 'shared-1.js', 'messages-en.js', 'discovery-en.js']) {
      expect(response.body).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`)
    }
    expect(response.body).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/trips-1.css">')
    for (const file of ['index-1.js', 'rolldown-runtime-1.js', 'messages-ar.js', 'account-1.js']) expect(response.body).not.toContain(`/assets/${file}`)
  })

  it("carries the home's next departures with their rates, and names its files but not its sections' nor a photo", async () => {
    for (const url of ['/', '/?utm_source=newsletter']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
      const answers = carried(response.body)
      expect(answers.size, url).toBe(2)
      const upcoming = await api('/Trips/Search')
      expect((upcoming.data as { items: unknown[] }).items.length).toBeGreaterThan(0)
      expect(answers.get(upcomingDeparturesRequest('en'))).toEqual(upcoming)
      expect(answers.get(entryRequests.rates())).toEqual(await api('/Wallet/Rates'))
      // The hero paints with the home's chunk and the shell's words; the sections come after the first paint.
      for (const file of ['home-1.js', 'home-shared-1.js', 'messages-en.js']) {
        expect(response.body).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`)
      }
      expect(response.body).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/home-1.css">')
      for (const file of ['home-sections-1', 'shared-1.js', 'discovery-en.js', 'trips-1.js']) expect(response.body).not.toContain(`/assets/${file}`)
      expect(response.body).not.toContain('as="image"')
    }
  })

  it("reads the address with the page's own schema and keys the answers as the page reads them", async () => {
    // In another order, with a malformed filter the page drops and a name the page does not know.
    const trips = carried((await t.app.inject({ url: '/trips?sort=price-asc&page=1&payLater=true&date=2027-01&activity=diving&seats=x&ref=mail' })).body)
    const search = { date: '2027-01', activity: 'diving', payLater: true, sort: 'price-asc', page: 1 } as const
    expect(trips.get(entryRequests.tripsSearch(search, '2027-01', 'en', 'USD'))).toEqual(
      await api('/Trips/Search?month=2027-01&activity=diving&payLater=true&sort=price-asc&lang=en'),
    )
    // A month before the first with something left to book: the page is sent to that month's first
    // page, which is what it carries.
    const open = browsingMonth()
    const past = carried((await t.app.inject({ url: '/trips?date=2020-01&page=3' })).body)
    expect(past.get(entryRequests.tripsSearch({ date: open }, open, 'en', 'USD'))).toEqual(await api(`/Trips/Search?month=${open}&lang=en`))

    const directory = carried((await t.app.inject({ url: '/branch/list/diveCenters?page=2&sort=za&q=%20' })).body)
    const body = { DiveCenterName: '', Page: 2, CountryId: null, OrganizationId: null, SortBy: 'za', Language: null, PayNow: null, PayLater: null }
    const list = await api('/BranchWeb/DiveCenters?isEnglish=true', { method: 'POST', body })
    expect((list.data as { diveCenters: unknown[] }).diveCenters.length).toBeGreaterThan(0)
    expect(directory.get(entryRequests.branchList('diveCenters', { page: 2, sort: 'za', q: '' }, 'en'))).toEqual(list)
  })

  it('carries a trip, a course and a branch by their ids, and keeps HTML from the database inert in the page', async () => {
    const { data } = (await api('/Trips/Search?month=2027-01&lang=en')) as { data: { items: { id: number; activity: string }[] } }
    const trip = data.items.find((item) => item.activity !== 'course')!
    const tripPage = carried((await t.app.inject({ url: `/trips/tripDetails/any-name/${trip.id}` })).body)
    expect(tripPage.get(entryRequests.tripDetails(trip.id, 'en'))).toEqual(await api(`/Trips/TripDetails?tempTripId=${trip.id}&lang=en`))

    // The seed's first dive center carries a <script> in its description.
    let unsafe: { id: number; html: string } | undefined
    for (let id = 1; id < 20 && !unsafe; id++) {
      const response = await t.app.inject({ url: `/branch/details/name/${id}` })
      if (carried(response.body).size > 0 && response.body.includes('\\u003cscript')) unsafe = { id, html: response.body }
    }
    expect(unsafe).toBeDefined()
    const opening = `id="${firstViewElementId}">`
    const block = unsafe!.html.slice(unsafe!.html.indexOf(opening) + opening.length)
    // Nothing inside the data block can end it or open markup: one closing tag, the block's own.
    expect(block.match(/<\/script/gi)).toHaveLength(1)
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/[<>]/)
    const detail = await api(`/BranchWeb/BranchDetail?BranchId=${unsafe!.id}&isEnglish=true`)
    expect(carried(unsafe!.html).get(entryRequests.branchDetail(unsafe!.id, 'en'))).toEqual(detail)
  })

  it("keeps a review's text as text, replacement patterns included, and the page whole", async () => {
    // `$\`` `$'` `$&` in a string replacement would copy parts of the shell into the page.
    const text = "Worth every $ - $` and $' and $& and $$ too"
    const review = await t.db.selectFrom('reviews').select(['id', 'branch_id']).orderBy('id').executeTakeFirstOrThrow()
    await t.db.updateTable('reviews').set({ body: text }).where('id', '=', review.id).execute()
    const html = (await t.app.inject({ url: `/branch/details/name/${review.branch_id}` })).body
    expect(html.match(/<div id="root">/g)).toHaveLength(1)
    expect(html.match(/<\/html>/g)).toHaveLength(1)
    const detail = carried(html).get(entryRequests.branchDetail(review.branch_id, 'en')) as { data: { customerReviews: { body: string }[] } }
    expect(detail.data.customerReviews.map((item) => item.body)).toContain(text)
  })

  it("leaves out what the page leaves out of its address (a campaign's tags), and keeps HEAD requests cheap", async () => {
    const trips = carried((await t.app.inject({ url: '/trips?date=2027-01&utm_source=newsletter&fbclid=abc' })).body)
    expect(trips.get(entryRequests.tripsSearch({ date: '2027-01' }, '2027-01', 'en', 'USD'))).toBeDefined()
    const { data } = (await api('/Trips/Search?month=2027-01&lang=en')) as { data: { items: { id: number }[] } }
    const tripPage = carried((await t.app.inject({ url: `/trips/tripDetails/name/${data.items[0]!.id}?utm_campaign=x` })).body)
    expect(tripPage.size).toBeGreaterThan(0)
    const head = await t.app.inject({ method: 'HEAD', url: '/trips?date=2027-01' })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
  })

  it('comes compressed to a browser that takes it (its answers are most of it), and whole to one that does not', async () => {
    const url = '/trips?date=2027-01'
    const plain = await t.app.inject({ url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const size = carried(plain.body).size
    expect(size).toBeGreaterThan(0)
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': `${accept}, identity` } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(accept)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
      const html = decode(response.rawPayload).toString()
      expect(html.startsWith('<!doctype html>')).toBe(true)
      expect(carried(html).size).toBe(size)
    }
  })

  it('serves the plain shell where there is nothing to carry', async () => {
    for (const url of [
      '/branch/details/name/999999',
      '/trips/course/name/abc',
      '/user/booking',
      '/contact-us',
      '/trips?minPrice=10',
      '/trips?date=2027-01&maxPrice=100',
    ]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(shell)
    }
  })
})
