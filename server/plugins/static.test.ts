import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
let dist: string
const script = `console.log(${JSON.stringify('x'.repeat(4000))})`

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'reefline-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Reefline</title>')
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script))
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script))
  t = await createTestApp({ DIST_DIR: dist })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('serving the PWA', () => {
  it('serves hashed assets immutable and precompressed', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
  })

  it('revalidates index.html and sw.js on every load', async () => {
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache')
    expect((await t.app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache')
  })

  it('answers client routes with the shell and unknown files with 404', async () => {
    for (const url of ['/branch/list/diveCenters', '/user/booking', '/trips?date=2026-11', '/anything/else']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<title>Reefline</title>')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404)
    const api = await t.app.inject({ url: '/api/website/v1/Nope' })
    expect(api.statusCode).toBe(404)
    expect(api.headers['content-type']).toContain('application/json')
  })

  it('compresses JSON on the fly and sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/website/v1/General/GetCountries', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})
