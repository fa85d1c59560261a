import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cluster, nginxAvailable, startCluster } from '../../scripts/cluster.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { freshPostgresDatabase } from './harness.ts'

/**
 * The shipped nginx (deploy/nginx.conf.template) keeps the public catalogue for every process: a
 * second visitor's trips, directory page or branch comes from its cache, in the visitor's
 * language, while a signed-in diver (their marks) and every write go to a process.
 */
const runs = process.env.TEST_DB === 'postgres'
if (runs && !nginxAvailable()) throw new Error('the nginx tests need nginx: `sudo apt-get install nginx` (.ci/run installs it)')

let cluster: Cluster
let drop: () => Promise<void>
const month = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7)

type Seen = { status: number; cache: string | null; body: string; etag: string | null }

async function get(path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const response = await fetch(`${cluster.url}/api/website/v1${path}`, { headers })
  return { status: response.status, cache: response.headers.get('x-cache-status'), body: await response.text(), etag: response.headers.get('etag') }
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Seen> {
  const response = await fetch(`${cluster.url}/api/website/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, cache: response.headers.get('x-cache-status'), body: await response.text(), etag: response.headers.get('etag') }
}

describe.runIf(runs)('the catalogue behind nginx’s cache', () => {
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    cluster = await startCluster({ databaseUrl: fresh.url, size: 1, distDir: '/nonexistent', env: { JWT_SECRET: '', CATALOGUE_CACHE_SECONDS: '2' } })
  }, 120_000)
  afterAll(async () => {
    await cluster?.stop()
    await drop?.()
  })

  it('serves a second visitor’s trips and directory page from the cache, each language its own', async () => {
    const trips = `/Trips/Search?month=${month}&sort=date&lang=1`
    const first = await get(trips)
    expect([first.status, first.cache]).toEqual([200, 'MISS'])
    const second = await get(trips)
    expect([second.status, second.cache]).toEqual([200, 'HIT'])
    expect(second.body).toBe(first.body)

    // The language from the header is part of the answer: its own entry, never the other's.
    const arabic = await get(`/Trips/Search?month=${month}&sort=date`, { 'accept-language': 'ar' })
    const english = await get(`/Trips/Search?month=${month}&sort=date`, { 'accept-language': 'en' })
    expect(arabic.body).not.toBe(english.body)
    expect((await get(`/Trips/Search?month=${month}&sort=date`, { 'accept-language': 'ar' })).body).toBe(arabic.body)

    // The directory's POST read, keyed by its filter body.
    const page1 = await post('/BranchWeb/DiveCenters', { Page: 1 })
    expect((await post('/BranchWeb/DiveCenters', { Page: 1 })).cache).toBe('HIT')
    const page2 = await post('/BranchWeb/DiveCenters', { Page: 2 })
    expect(page2.cache).toBe('MISS')
    expect(page2.body).not.toBe(page1.body)

    // A browser holding the answer gets 304 from the cache.
    const held = await fetch(`${cluster.url}/api/website/v1${trips}`, { headers: { 'if-none-match': first.etag! } })
    expect(held.status).toBe(304)
  })

  it('never serves a signed-in diver from it nor keeps their answers, and keeps no write', async () => {
    const login = await post('/Users/Login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })
    expect(login.status).toBe(200)
    const { accessToken } = (JSON.parse(login.body) as { data: { accessToken: string } }).data
    const auth = { authorization: `Bearer ${accessToken}` }
    const trips = `/Trips/Search?month=${month}&sort=price-asc&lang=1`
    expect((await get(trips)).cache).toBe('MISS')
    expect((await get(trips)).cache).toBe('HIT')
    expect((await get(trips, auth)).cache).toBe('BYPASS')
    expect((await get('/Booking/Reservations', auth)).cache).toBe('BYPASS')
    // Sign-in is a POST read by its path, but answers no-store: asked again, it reaches a process.
    expect((await post('/Users/Login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).cache).toBe('MISS')
  })

  it('asks a process again once the answer’s seconds have passed, serving the kept copy meanwhile', async () => {
    const path = `/Trips/Search?month=${month}&sort=price-desc&lang=2`
    expect((await get(path)).cache).toBe('MISS')
    // Past s-maxage (2 s), within stale-while-revalidate: the kept copy at once, a fresh one fetched
    // behind it, then that one kept.
    const seen: Array<string | null> = []
    const staleAt = () => seen.findIndex((status) => status === 'STALE' || status === 'UPDATING')
    const done = () => staleAt() >= 0 && seen.slice(staleAt() + 1).includes('HIT')
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && !done();) {
      seen.push((await get(path)).cache)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const stale = seen.findIndex((status) => status === 'STALE' || status === 'UPDATING')
    expect(stale, seen.join(' ')).toBeGreaterThanOrEqual(0)
    expect(seen.slice(stale + 1), seen.join(' ')).toContain('HIT')
    expect(seen, seen.join(' ')).not.toContain('MISS')
    expect(seen, seen.join(' ')).not.toContain('EXPIRED')
  })
})
