import { chromium } from 'playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext()
const seen = []
context.on('requestfinished', async (request) => {
  const sizes = await request.sizes().catch(() => null)
  const response = await request.response()
  const headers = response ? await response.allHeaders() : {}
  seen.push({ url: request.url(), body: sizes?.responseBodySize ?? 0, headers: sizes?.responseHeadersSize ?? 0, enc: headers['content-encoding'] ?? '', sw: !!request.serviceWorker() })
})
const page = await context.newPage()
await page.goto(`http://127.0.0.1:${process.env.PORT}/`)
await page.evaluate(async () => { const r = await navigator.serviceWorker.ready; return r.active?.state })
await page.waitForTimeout(4000)
let total = 0
const byKind = {}
for (const r of seen) { total += r.body + r.headers; const k = new URL(r.url).pathname.startsWith('/api') ? 'api' : /\.(jpg|jpeg|webp|avif)/.test(r.url) || r.url.includes('/photos') ? 'photo' : r.sw ? 'sw' : 'page'; byKind[k] = (byKind[k] ?? 0) + r.body + r.headers }
console.log(seen.length, 'requests', (total / 1024).toFixed(1), 'KB', Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, (v / 1024).toFixed(1)])))
for (const r of seen.sort((a,b)=>b.body-a.body).slice(0,12)) console.log(r.sw?"sw  ":"page", (r.body/1024).toFixed(1), r.enc, r.url.replace(/^http:..[^/]*/,""))
await browser.close()
