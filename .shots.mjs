import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://127.0.0.1:8151'
const pages = (process.env.PAGES ?? '/user/booking').split(',')
const langs = (process.env.LANGS ?? 'en,ar').split(',')
const widths = (process.env.WIDTHS ?? '1280,360').split(',').map(Number)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const lang of langs) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 780 }, baseURL: base })
    const page = await context.newPage()
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
    await page.addInitScript((v) => localStorage.setItem('language', v), lang === 'ar' ? '2' : '1')
    if (process.env.SIGNIN !== '0') {
      await page.goto('/auth/signin')
      await page.locator('input[name=email]').fill(process.env.EMAIL ?? 'diver@reefline.test')
      await page.locator('input[name=password]').fill(process.env.PASSWORD ?? 'Reefline!2026')
      await page.locator('form button[type=submit]').click()
      await page.waitForURL((u) => !u.pathname.startsWith('/auth'))
    }
    for (const path of pages) {
      await page.goto(path)
      await page.waitForTimeout(Number(process.env.WAIT ?? 1200))
      if (process.env.CLICK) { await page.locator(process.env.CLICK).first().click(); await page.waitForTimeout(800) }
      const name = `${path.replace(/[/?=&]/g, '_')}-${lang}-${width}.png`
      await page.screenshot({ path: `/work/shots/account/${name}`, fullPage: process.env.FULL !== '0' })
      console.log(name)
    }
    await context.close()
  }
}
await browser.close()
