import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness.ts'

const t = useTestApp()

describe('the API reference page', () => {
  it('is a page of this origin whose scripts are files (the CSP forbids inline ones) that load Swagger UI and the document', async () => {
    const page = await t.app.inject({ url: '/api/reference' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    // Every script of the page names a file, and every file it names is served from here.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/reference\/[^"]+)"/g)].map((match) => match[1]!)
    expect(assets.sort()).toEqual(['/api/reference/start.js', '/api/reference/swagger-ui.css', '/api/reference/swagger-ui.js'])
    expect(page.body).not.toMatch(/https?:\/\//)

    const types: Record<string, RegExp> = { js: /^text\/javascript/, css: /^text\/css/ }
    for (const asset of assets) {
      const response = await t.app.inject({ url: asset })
      expect(response.statusCode, asset).toBe(200)
      expect(response.headers['content-type'], asset).toMatch(types[asset.split('.').at(-1)!]!)
    }
    expect((await t.app.inject({ url: '/api/reference/swagger-ui.js' })).body).toContain('SwaggerUIBundle')
    // The start script points Swagger UI at the served document, and sends it nowhere else.
    const start = (await t.app.inject({ url: '/api/reference/start.js' })).body
    expect(start).toContain("url: '/api/docs'")
    expect(start).toContain('validatorUrl: null')

    const document = await t.app.inject({ url: '/api/docs' })
    expect(document.statusCode).toBe(200)
    expect(document.json<{ openapi: string; paths: Record<string, unknown> }>().openapi).toMatch(/^3\./)
  })
})
