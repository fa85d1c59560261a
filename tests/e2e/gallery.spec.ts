import { expect, type Page, test } from '@playwright/test'
import type { BranchDetailResponse } from '../../contract/branches.ts'
import { branchDetail, detailPath, findBranch } from './branch-helpers.ts'
import { openIn } from './helpers.ts'
import { busyMonth, findDeparture, tripDetails } from './trips-helpers.ts'

const words = {
  en: {
    seeAll: (count: number) => `See all ${count} photos`,
    photo: (name: string, n: number, count: number) => `${name}, photo ${n} of ${count}`,
    close: 'Close',
  },
  ar: { seeAll: (_count: number) => /^عرض الصور/, photo: (name: string, n: number, count: number) => `${name}، الصورة ${n} من ${count}`, close: 'إغلاق' },
} as const

/** A center with diving, freediving and snorkeling departures: its trips have three tabs to move between. */
const allThreeKinds = (detail: BranchDetailResponse['data']) =>
  [detail.divingTripsCount, detail.freedivingTripsCount, detail.snorkelingTripsCount].every((count) => count > 0)

/** The address's `photo` search param, or null when the viewer is closed. */
const photoParam = (page: Page) => new URL(page.url()).searchParams.get('photo')

for (const lang of ['en', 'ar'] as const) {
  test.describe(`the photo viewer (${lang})`, () => {
    test('opening it is a history entry: Back closes it and stays on the page; a shared link opens the same photo', async ({ page, request }) => {
      const found = await findBranch(request, (d) => d.branchDetailsDto.images.length >= 3)
      const branch = (await branchDetail(request, found.branchDetailsDto.branchId, lang)).branchDetailsDto
      const count = new Set([branch.imageUrl, ...branch.images.map((image) => image.imageUrl)]).size
      const path = detailPath(branch.branchId)
      await openIn(page, lang, path)
      await page.getByRole('button', { name: words[lang].seeAll(count) }).click()
      const dialog = page.getByRole('dialog', { name: branch.branchName })
      await expect(dialog).toBeVisible()
      await expect.poll(() => photoParam(page)).toBe('1')
      // Moving to the next photo keeps the address on that photo without another entry.
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight')
      await expect(dialog.getByText(`2 / ${count}`)).toBeVisible()
      await expect.poll(() => photoParam(page)).toBe('2')
      const shared = page.url()
      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(branch.branchName)

      // Opened from a link, at the linked photo; the close button leaves the page where it was.
      await page.goto(shared)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(`2 / ${count}`)).toBeVisible()
      await expect(dialog.getByRole('img', { name: words[lang].photo(branch.branchName, 2, count) })).toBeInViewport()
      await dialog.getByRole('button', { name: words[lang].close, exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(branch.branchName)
    })

    test('on a trip page too, Back closes the viewer and stays on the trip', async ({ page, request }) => {
      const month = await busyMonth(request)
      const detail = await findDeparture(
        request,
        { month, activity: 'diving' },
        (id) => tripDetails(request, id, lang),
        (d) => d.gallery.length >= 2,
      )
      await openIn(page, lang, `/trips/tripDetails/x/${detail.trip.tempTripId}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.trip.name)
      const before = page.url()
      await page.getByRole('button', { name: words[lang].seeAll(detail.gallery.length) }).click()
      const dialog = page.getByRole('dialog', { name: detail.trip.name })
      await expect(dialog).toBeVisible()
      await expect.poll(() => photoParam(page)).toBe('1')
      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(before)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.trip.name)

      // A shared link with an old or wrong name in it is put right and keeps its photo open.
      await page.goto(`/trips/tripDetails/old-name/${detail.trip.tempTripId}?photo=2`)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(`2 / ${detail.gallery.length}`)).toBeVisible()
      expect(new URL(page.url()).pathname).toBe(new URL(before).pathname)
      await expect.poll(() => photoParam(page)).toBe('2')
    })

    test('a double-clicked photo zooms inside its frame: the count under it stays in sight', async ({ page, request }) => {
      const found = await findBranch(request, (d) => d.branchDetailsDto.images.length >= 3)
      const branch = (await branchDetail(request, found.branchDetailsDto.branchId, lang)).branchDetailsDto
      const count = new Set([branch.imageUrl, ...branch.images.map((image) => image.imageUrl)]).size
      await openIn(page, lang, `${detailPath(branch.branchId)}?photo=1`)
      const dialog = page.getByRole('dialog', { name: branch.branchName })
      const photo = dialog.getByRole('img', { name: words[lang].photo(branch.branchName, 1, count) })
      await expect(photo).toBeInViewport()
      await photo.dblclick()
      await expect.poll(() => photo.evaluate((node) => getComputedStyle(node).transform)).toMatch(/^matrix\(3, /)
      // What is drawn at the middle of the count is the count, not the enlarged photo.
      const counter = dialog.getByText(`1 / ${count}`)
      await expect(counter).toBeVisible()
      const onTop = await counter.evaluate((node) => {
        const box = node.getBoundingClientRect()
        return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      })
      expect(onTop).toBe(true)
    })

    test('the trip tabs follow the arrow keys in reading order (mirrored in Arabic), Home and End', async ({ page, request }) => {
      const found = await findBranch(request, allThreeKinds)
      await openIn(page, lang, detailPath(found.branchDetailsDto.branchId))
      const tabs = page.getByRole('tablist').first().getByRole('tab')
      await expect(tabs).toHaveCount(3)
      await tabs.nth(1).click()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      // Right is the next tab in English and the previous one in Arabic, where the row runs right to left.
      await page.keyboard.press('ArrowRight')
      const after = lang === 'ar' ? 0 : 2
      await expect(tabs.nth(after)).toBeFocused()
      await expect(tabs.nth(after)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tabs.nth(after).getAttribute('id'))!)
      await page.keyboard.press('ArrowLeft')
      await expect(tabs.nth(1)).toBeFocused()
      await page.keyboard.press('End')
      await expect(tabs.nth(2)).toBeFocused()
      await page.keyboard.press('Home')
      await expect(tabs.nth(0)).toBeFocused()
      // One tab stop: only the selected tab is in the Tab order.
      await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0')
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1')
    })
  })

  test.describe(`the photo viewer on a phone (${lang})`, () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })
    test('the tab the arrow keys reach is scrolled whole into the row, which is wider than the screen', async ({ page, request }) => {
      const found = await findBranch(request, allThreeKinds)
      await openIn(page, lang, detailPath(found.branchDetailsDto.branchId))
      const list = page.getByRole('tablist').first()
      const tabs = list.getByRole('tab')
      await tabs.nth(1).click()
      const whole = async (index: number) => {
        await expect(tabs.nth(index)).toBeFocused()
        await expect
          .poll(async () => {
            const [row, tab] = [(await list.boundingBox())!, (await tabs.nth(index).boundingBox())!]
            return tab.x >= row.x - 1 && tab.x + tab.width <= row.x + row.width + 1
          })
          .toBe(true)
      }
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight')
      await whole(2)
      await page.keyboard.press('Home')
      await whole(0)
      await page.keyboard.press('End')
      await whole(2)
    })
    test('the photo fills the screen, a double tap zooms, focus stays in the viewer and Escape closes it', async ({ page, request }) => {
      const found = await findBranch(request, (d) => d.branchDetailsDto.images.length >= 3)
      const branch = (await branchDetail(request, found.branchDetailsDto.branchId, lang)).branchDetailsDto
      const count = new Set([branch.imageUrl, ...branch.images.map((image) => image.imageUrl)]).size
      await openIn(page, lang, detailPath(branch.branchId))
      const opener = page.getByRole('button', { name: words[lang].seeAll(count) })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: branch.branchName })
      await expect(dialog).toBeVisible()
      const box = (await dialog.boundingBox())!
      expect(box).toEqual({ x: 0, y: 0, width: 360, height: 740 })
      const photo = dialog.getByRole('img', { name: words[lang].photo(branch.branchName, 1, count) })
      await expect(photo).toBeInViewport()
      // The picture (3:2) is drawn as large as the screen allows: the whole width, centred in the height below the title.
      const shown = await photo.evaluate((img: HTMLImageElement) => {
        const rect = img.getBoundingClientRect()
        const scale = Math.min(rect.width / img.naturalWidth, rect.height / img.naturalHeight)
        return { width: img.naturalWidth * scale, boxHeight: rect.height }
      })
      expect(shown.width).toBeGreaterThanOrEqual(359)
      expect(shown.boxHeight).toBeGreaterThan(600)

      // A double tap zooms into the photo; another one zooms out.
      await photo.dblclick()
      await expect.poll(() => photo.evaluate((node) => getComputedStyle(node).transform)).toMatch(/^matrix\(3, /)
      await photo.dblclick()
      await expect.poll(() => photo.evaluate((node) => getComputedStyle(node).transform)).toMatch(/^(none|matrix\(1, )/)

      for (let step = 0; step < 6; step++) {
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      expect(photoParam(page)).toBeNull()
    })
  })
}
