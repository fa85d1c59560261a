import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ baseURL: 'http://127.0.0.1:8151' })
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()))
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
await page.goto(process.argv[2] ?? '/auth/signin')
await page.waitForTimeout(3000)
console.log((await page.content()).slice(0, 1500))
await browser.close()
