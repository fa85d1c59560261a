import { expect, type Locator, type Page, test } from '@playwright/test'
import { directory } from './branch-helpers.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents()
/** The server sorts by lower-cased name in code-point order (collate "C"). */
/** Waits until every card (there is at least one) contains `inner`. */
async function expectEveryCard(page: Page, inner: (card: Locator) => Locator) {
  await expect
    .poll(async () => {
      const all = await cards(page).all()
      if (all.length === 0) return false
      for (const card of all) if ((await inner(card).count()) === 0) return false
      return true
    })
    .toBe(true)
}

/** Waits for the list to settle on names that all satisfy `test` (there is at least one). */
async function expectNames(page: Page, test: (name: string) => boolean) {
  await expect
    .poll(async () => {
      const names = await cardNames(page)
      return names.length > 0 && names.every(test)
    })
    .toBe(true)
}
const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)

test.describe('branch directory (English)', () => {
  test('count, cards and the Soon tabs; the title names the page', async ({ page, request }) => {
    const all = await directory(request, {})
    await openIn(page, 'en', '/branch')
    await expect(page).toHaveURL('/branch/list/diveCenters')
    await expect(page).toHaveTitle('Dive Centers · Reefline')
    await expect(page.getByRole('status').filter({ hasText: 'dive centers found' })).toHaveText(`${all.data.tripsCount} dive centers found`)
    await expect(cards(page)).toHaveCount(10)
    await expect.poll(() => cardNames(page)).toEqual(all.data.diveCenters.map((item) => item.branchName))
    await page.getByRole('tab', { name: /Liveaboards/ }).click()
    await expect(page.getByRole('tabpanel')).toContainText('Soon')
    await page.getByRole('tab', { name: 'Dive Centers' }).click()
    await expect(cards(page)).toHaveCount(10)
  })

  test('filters by country, language, agency and pay-later, all in the URL and on the server', async ({ page, request }) => {
    await openIn(page, 'en', '/branch/list/diveCenters')
    await page.getByLabel('Country').selectOption({ label: 'Jordan' })
    await expect(page).toHaveURL(/country=\d+/)
    await expect(cards(page).first()).toBeVisible()
    await expectEveryCard(page, (card) => card.getByText(/Jordan \//))
    const countryId = Number(new URL(page.url()).searchParams.get('country'))
    const jordan = await directory(request, { CountryId: countryId })
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(`${jordan.data.tripsCount} dive centers found`)

    await page.getByLabel('Language').selectOption({ label: 'Arabic' })
    await expect(page).toHaveURL(/language=ar/)
    await expectEveryCard(page, (card) => card.getByText(/Arabic/))

    await page.getByLabel('Training agency').selectOption({ label: 'PADI' })
    await expect(page).toHaveURL(/org=\d+/)
    await expectEveryCard(page, (card) => card.getByRole('img', { name: 'PADI' }))

    await page.getByLabel('Pay later').check()
    await expect(page).toHaveURL(/payLater=true/)
    const orgId = Number(new URL(page.url()).searchParams.get('org'))
    const narrowed = await directory(request, { CountryId: countryId, Language: 'ar', OrganizationId: orgId, PayLater: true })
    const count = narrowed.data.tripsCount
    await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText(
      count === 0 ? 'No dive centers found' : count === 1 ? '1 dive center found' : `${count} dive centers found`,
    )
    await expect.poll(() => cardNames(page)).toEqual(narrowed.data.diveCenters.map((item) => item.branchName))

    // The filtered page survives a reload, and Back undoes one filter at a time.
    await page.reload()
    await expect(page.getByLabel('Pay later')).toBeChecked()
    await page.goBack()
    await expect(page).not.toHaveURL(/payLater/)
    await expect(page.getByLabel('Pay later')).not.toBeChecked()
  })

  test('searches English and Arabic names, debounced; the country resets the search', async ({ page }) => {
    await openIn(page, 'en', '/branch/list/diveCenters')
    await expect(cards(page)).toHaveCount(10)
    await page.waitForLoadState('networkidle') // the first page and its next-page prefetch are done
    let calls = 0
    page.on('request', (request) => {
      if (request.url().includes('/BranchWeb/DiveCenters')) calls++
    })
    await page.getByRole('searchbox', { name: 'Search by name' }).pressSequentially('Aqaba', { delay: 40 })
    await expect(page).toHaveURL(/q=Aqaba/)
    await expectNames(page, (name) => name.includes('Aqaba'))
    expect(calls).toBeLessThanOrEqual(2) // one search when typing pauses (plus at most a next-page prefetch)

    // An Arabic name finds the same centers on the English site.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('العقبة')
    await expect(page).toHaveURL(/q=%D8%A7%D9%84%D8%B9%D9%82%D8%A8%D8%A9/)
    await expectNames(page, (name) => name.includes('Aqaba'))

    await page.getByLabel('Country').selectOption({ label: 'Egypt' })
    await expect(page).not.toHaveURL(/q=/)
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('')
  })

  test('finds a name typed without its hamza, or with a typo', async ({ page }) => {
    await openIn(page, 'en', '/branch/list/diveCenters')
    const search = page.getByRole('searchbox', { name: 'Search by name' })
    await search.fill('اوركا')
    await expect(page).toHaveURL(/q=/)
    await expectNames(page, (name) => name.includes('Orca'))
    await search.fill('orka')
    await expect(page).toHaveURL(/q=orka/)
    await expectNames(page, (name) => name.includes('Orca'))
  })

  test('nothing matches: an empty state that clears the filters', async ({ page }) => {
    await openIn(page, 'en', '/branch/list/diveCenters?q=zzzzqqq')
    await expect(page.getByText('No dive centers match these filters.')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL('/branch/list/diveCenters')
    await expect(cards(page)).toHaveCount(10)
  })

  test('sorts A–Z and Z–A', async ({ page }) => {
    await openIn(page, 'en', '/branch/list/diveCenters')
    await expect(cards(page)).toHaveCount(10)
    const az = await cardNames(page)
    expect(az.length).toBe(10)
    expect([...az].sort(byName)).toEqual(az)
    await page.getByLabel('Sort').selectOption({ label: 'Name Z–A' })
    await expect(page).toHaveURL(/sort=za/)
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(az[0]!)
    await expect(cards(page)).toHaveCount(10)
    const za = await cardNames(page)
    expect([...za].sort(byName).reverse()).toEqual(za)
  })

  test('paginates, prefetches the next page, and Back returns to the same page', async ({ page }) => {
    await openIn(page, 'en', '/branch/list/diveCenters')
    await expect(cards(page)).toHaveCount(10)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: /^Page/ })).toHaveCount(5)
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page)).toHaveCount(10)
    const first = await cardNames(page)
    await pagination.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL('/branch/list/diveCenters?page=2')
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(first[0]!)
    await expect(cards(page)).toHaveCount(10)
    const second = await cardNames(page)
    await cards(page).nth(3).getByRole('link', { name: 'More Details' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second[3]!)
    await page.goBack()
    await expect(page).toHaveURL('/branch/list/diveCenters?page=2')
    await expect.poll(() => cardNames(page)).toEqual(second)
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('a page past the end shows the last page', async ({ page, request }) => {
    const last = (await directory(request, {})).metaData.pageCount
    await openIn(page, 'en', '/branch/list/diveCenters?page=999')
    await expect(page).toHaveURL(`/branch/list/diveCenters?page=${last}`)
    await expect(cards(page).first()).toBeVisible()
  })

  test('More Details and See All Photos both open the details', async ({ page }) => {
    await openIn(page, 'en', '/branch/list/diveCenters')
    await expect(cards(page)).toHaveCount(10)
    const name = (await cardNames(page))[1]!
    // Hovering a card's link loads its detail before the click (defaultPreload: 'intent').
    const preloaded = page.waitForRequest((request) => request.url().includes('/BranchWeb/BranchDetail'))
    await cards(page).nth(1).getByRole('link', { name: 'More Details' }).hover()
    await preloaded
    await cards(page).nth(1).getByRole('link', { name: 'More Details' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page).toHaveTitle(`${name} · Reefline`)
    await page.goBack()
    await cards(page).nth(1).getByRole('link', { name: 'See All Photos' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const gallery = page.getByRole('dialog', { name })
    await expect(gallery).toBeVisible()
    await gallery.getByRole('button', { name: 'Close' }).click()
    await expect(gallery).toBeHidden()
  })

  test('freelancers: any other type lists freelancers', async ({ page }) => {
    await openIn(page, 'en', '/branch/list/anything')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freelancers')
    await expect(page.getByRole('status').filter({ hasText: 'freelancers found' })).toBeVisible()
  })
})

test.describe('branch directory (Arabic)', () => {
  test('Arabic names, plural count, filter and search in Arabic', async ({ page, request }) => {
    const all = await directory(request, {}, 'ar')
    await openIn(page, 'ar', '/branch/list/diveCenters')
    await expect(page).toHaveTitle('مراكز الغوص · Reefline')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مراكز الغوص')
    const count = new Intl.NumberFormat('ar').format(all.data.tripsCount)
    await expect(page.getByRole('status').filter({ hasText: 'مركز غوص' })).toHaveText(`${count} مركز غوص`)
    await expect.poll(() => cardNames(page)).toEqual(all.data.diveCenters.map((item) => item.branchName))
    await page.getByLabel('الدولة').selectOption({ label: 'الأردن' })
    await expect(page).toHaveURL(/country=\d+/)
    await expectEveryCard(page, (card) => card.getByText(/الأردن/))
    await page.getByRole('searchbox', { name: 'البحث بالاسم' }).fill('Aqaba')
    await expect(page).toHaveURL(/q=Aqaba/)
    await expectNames(page, (name) => name.includes('العقبة'))
    await page.getByLabel('الترتيب').selectOption({ label: 'الاسم ي–أ' })
    await expect(page).toHaveURL(/sort=za/)
  })

  test('finds an Arabic name typed without its hamza, with the article, or with a typo', async ({ page }) => {
    await openIn(page, 'ar', '/branch/list/diveCenters')
    const search = page.getByRole('searchbox', { name: 'البحث بالاسم' })
    for (const typed of ['الاوركا', 'اوركا', 'اوركه']) {
      await search.fill(typed)
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed)}`))
      await expectNames(page, (name) => name.includes('الأوركا'))
    }
  })

  test('switching the language refetches the names in place, keeping the filters', async ({ page, request }) => {
    await openIn(page, 'en', '/branch/list/diveCenters?sort=za')
    await expect(cards(page)).toHaveCount(10)
    await page.getByRole('button', { name: 'العربية' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مراكز الغوص')
    const arabic = await directory(request, { SortBy: 'za' }, 'ar')
    await expect.poll(() => cardNames(page)).toEqual(arabic.data.diveCenters.map((item) => item.branchName))
    await expect(page).toHaveURL(/sort=za/)
  })

  test('pagination in Arabic, and Back to the same page', async ({ page }) => {
    await openIn(page, 'ar', '/branch/list/diveCenters')
    const pagination = page.getByRole('navigation', { name: 'ترقيم الصفحات' })
    await pagination.getByRole('link', { name: 'الصفحة التالية' }).click()
    await expect(page).toHaveURL('/branch/list/diveCenters?page=2')
    await expect(pagination.getByRole('link', { name: `الصفحة ${new Intl.NumberFormat('ar').format(2)}` })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page)).toHaveCount(10)
    const second = await cardNames(page)
    await cards(page).first().getByRole('link', { name: 'مزيد من التفاصيل' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second[0]!)
    await page.goBack()
    await expect.poll(() => cardNames(page)).toEqual(second)
  })
})

test.describe('directory on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  for (const lang of ['en', 'ar'] as const) {
    test(`nothing overflows at 360 px (${lang})`, async ({ page }) => {
      await openIn(page, lang, '/branch/list/diveCenters')
      await expect(cards(page)).toHaveCount(10)
      await noHorizontalOverflow(page)
    })

    test(`the name search's hint is whole at 360 px: a short placeholder, the rest written under the box (${lang})`, async ({ page }) => {
      const words =
        lang === 'en'
          ? { name: 'Search by name', hint: 'Type the name in English or Arabic.' }
          : { name: 'البحث بالاسم', hint: 'اكتب الاسم بالعربية أو بالإنجليزية.' }
      await openIn(page, lang, '/branch/list/diveCenters')
      const search = page.getByRole('searchbox', { name: words.name })
      // The placeholder, drawn in the box's font, fits between the box's paddings (it was cut: "…in English or A").
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = style.font
        const inner = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
        return inner - context.measureText(input.placeholder).width
      })
      expect(room).toBeGreaterThan(0)
      await expect(search).toHaveAccessibleDescription(words.hint)
      await expect(page.getByText(words.hint)).toBeVisible()
      await noHorizontalOverflow(page)
    })
  }
})
