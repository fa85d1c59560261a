import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstAnswersElementId, type FirstAnswers, firstCallKey } from '../../contract/first-view.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
let dist: string
const shell = '<!doctype html><html><head><title>Reefline</title></head><body><div id="root"></div></body></html>'
// The parts of a build's manifest the first view reads: the entry, the trips area's chunk and what it
// imports, and the English catalogs.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_rolldown-runtime-1.js'] },
  '_rolldown-runtime-1.js': { file: 'assets/rolldown-runtime-1.js' },
  '_trips-1.js': { file: 'assets/trips-1.js', name: 'trips', imports: ['_rolldown-runtime-1.js', 'index.html', '_shared-1.js'], css: ['assets/trips-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', name: 'shared', imports: ['index.html'] },
  '_account-1.js': { file: 'assets/account-1.js', name: 'account', imports: ['_shared-1.js'] },
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

/** The answers a page carries, by key, read back the way the browser reads the data block. */
function carried(html: string): Map<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${firstAnswersElementId}">([^<]*)</script>`).exec(html)
  if (!match) return new Map()
  const block = JSON.parse(match[1]!) as FirstAnswers
  expect(Math.abs(Date.now() - block.at)).toBeLessThan(10_000)
  return new Map(block.answers.map(({ key, json }) => [key, json]))
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
    expect(answers.get(firstCallKey({ method: 'GET', path: '/Trips/Search', query: { month: '2027-01', lang: 'en' } }, 'en'))).toEqual(search)
    expect(answers.get(firstCallKey({ method: 'GET', path: '/Wallet/Rates', query: {} }, 'en'))).toEqual(await api('/Wallet/Rates'))
    expect(answers.get(firstCallKey({ method: 'GET', path: '/General/GetCountries', query: { UsedOnly: true } }, 'en'))).toEqual(
      await api('/General/GetCountries?UsedOnly=true'),
    )
    expect(answers.get(firstCallKey({ method: 'POST', path: '/Mobile/Organizations', query: { lang: 1 } }, 'en'))).toEqual(
      await api('/Mobile/Organizations?lang=1', { method: 'POST' }),
    )
    expect(response.body).toContain(`<link rel="preload" as="image" href="${items[0]!.imageUrl}" fetchpriority="high"></head>`.replace('</head>', ''))
    // The area's chunk, what it imports and the English words; never the entry's own files again.
    for (const file of ['trips-1.js', 'shared-1.js', 'messages-en.js', 'discovery-en.js']) {
      expect(response.body).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`)
    }
    expect(response.body).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/trips-1.css">')
    for (const file of ['index-1.js', 'rolldown-runtime-1.js', 'messages-ar.js', 'account-1.js']) expect(response.body).not.toContain(`/assets/${file}`)
  })

  it('names the filters the way the page asks for them, and the directory its filter body', async () => {
    const trips = carried((await t.app.inject({ url: '/trips?date=2027-01&activity=diving&payLater=true&page=1&sort=price-asc' })).body)
    // The page's own mapping (contract/trips.ts tripsQueryOf), the address's page 1 included.
    const query = { month: '2027-01', activity: 'diving', payLater: true, sort: 'price-asc', page: 1, lang: 'en' }
    expect(trips.get(firstCallKey({ method: 'GET', path: '/Trips/Search', query }, 'en'))).toEqual(
      await api('/Trips/Search?month=2027-01&activity=diving&payLater=true&sort=price-asc&lang=en'),
    )

    const directory = carried((await t.app.inject({ url: '/branch/list/diveCenters?page=2&sort=za' })).body)
    const body = { DiveCenterName: '', Page: 2, CountryId: null, OrganizationId: null, SortBy: 'za', Language: null, PayNow: null, PayLater: null }
    const list = await api('/BranchWeb/DiveCenters?isEnglish=true', { method: 'POST', body })
    expect((list.data as { diveCenters: unknown[] }).diveCenters.length).toBeGreaterThan(0)
    expect(directory.get(firstCallKey({ method: 'POST', path: '/BranchWeb/DiveCenters', query: { isEnglish: true }, body }, 'en'))).toEqual(list)
  })

  it('carries a trip, a course and a branch by their ids, and keeps HTML from the database inert in the page', async () => {
    const { data } = (await api('/Trips/Search?month=2027-01&lang=en')) as { data: { items: { id: number; activity: string }[] } }
    const trip = data.items.find((item) => item.activity !== 'course')!
    const tripPage = carried((await t.app.inject({ url: `/trips/tripDetails/any-name/${trip.id}` })).body)
    expect(tripPage.get(firstCallKey({ method: 'GET', path: '/Trips/TripDetails', query: { tempTripId: trip.id, lang: 'en' } }, 'en'))).toEqual(
      await api(`/Trips/TripDetails?tempTripId=${trip.id}&lang=en`),
    )

    // The seed's first dive center carries a <script> in its description.
    let unsafe: { id: number; html: string } | undefined
    for (let id = 1; id < 20 && !unsafe; id++) {
      const response = await t.app.inject({ url: `/branch/details/name/${id}` })
      if (carried(response.body).size > 0 && response.body.includes('\\u003cscript')) unsafe = { id, html: response.body }
    }
    expect(unsafe).toBeDefined()
    const opening = `id="${firstAnswersElementId}">`
    const block = unsafe!.html.slice(unsafe!.html.indexOf(opening) + opening.length)
    // Nothing inside the data block can end it or open markup: one closing tag, the block's own.
    expect(block.match(/<\/script/gi)).toHaveLength(1)
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/[<>]/)
    const detail = await api(`/BranchWeb/BranchDetail?BranchId=${unsafe!.id}&isEnglish=true`)
    expect(
      carried(unsafe!.html).get(firstCallKey({ method: 'GET', path: '/BranchWeb/BranchDetail', query: { BranchId: unsafe!.id, isEnglish: true } }, 'en')),
    ).toEqual(detail)
  })

  it("keeps a review's text as text, replacement patterns included, and the page whole", async () => {
    // `$\`` `$'` `$&` in a string replacement would copy parts of the shell into the page.
    const text = "Worth every $ - $` and $' and $& and $$ too"
    const review = await t.db.selectFrom('reviews').select(['id', 'branch_id']).orderBy('id').executeTakeFirstOrThrow()
    await t.db.updateTable('reviews').set({ body: text }).where('id', '=', review.id).execute()
    const html = (await t.app.inject({ url: `/branch/details/name/${review.branch_id}` })).body
    expect(html.match(/<div id="root">/g)).toHaveLength(1)
    expect(html.match(/<\/html>/g)).toHaveLength(1)
    const detail = carried(html).get(
      firstCallKey({ method: 'GET', path: '/BranchWeb/BranchDetail', query: { BranchId: review.branch_id, isEnglish: true } }, 'en'),
    ) as { data: { customerReviews: { body: string }[] } }
    expect(detail.data.customerReviews.map((item) => item.body)).toContain(text)
  })

  it("leaves out what the page leaves out of its address (a campaign's tags), and keeps HEAD requests cheap", async () => {
    const trips = carried((await t.app.inject({ url: '/trips?date=2027-01&utm_source=newsletter&fbclid=abc' })).body)
    expect(trips.has(firstCallKey({ method: 'GET', path: '/Trips/Search', query: { month: '2027-01', lang: 'en' } }, 'en'))).toBe(true)
    const { data } = (await api('/Trips/Search?month=2027-01&lang=en')) as { data: { items: { id: number }[] } }
    const tripPage = carried((await t.app.inject({ url: `/trips/tripDetails/name/${data.items[0]!.id}?utm_campaign=x` })).body)
    expect(tripPage.size).toBeGreaterThan(0)
    const head = await t.app.inject({ method: 'HEAD', url: '/trips?date=2027-01' })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
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
