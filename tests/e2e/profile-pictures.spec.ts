import { expect, type Locator, type Page, test } from '@playwright/test'
import { newDiver, openSignedIn } from './account-helpers.ts'

type Box = { x: number; y: number; width: number; height: number }

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

const words = {
  en: { picture: 'Add a picture', certificate: 'Add your certificate', offline: 'Uploading needs a connection.' },
  ar: { picture: 'إضافة صورة', certificate: 'أضف شهادتك', offline: 'الرفع يحتاج إلى اتصال.' },
} as const

/** Each upload control sits beside or under its picture, never on it, and all of it inside the card. */
async function tidy(page: Page, card: Locator, labels: readonly string[]) {
  const cardBox = (await card.boundingBox())!
  for (const [index, label] of labels.entries()) {
    const upload = card.locator('.upload').nth(index)
    const frame = (await upload.locator('.upload-frame').boundingBox())!
    const picture = (await upload.locator('.upload-frame > *').first().boundingBox())!
    const control = (await upload.getByText(label, { exact: true }).boundingBox())!
    // The frame is the picture's own size: nothing drawn around it stretches across the card.
    expect(Math.abs(frame.width - picture.width)).toBeLessThanOrEqual(1)
    expect(Math.abs(frame.height - picture.height)).toBeLessThanOrEqual(1)
    expect(overlap(control, picture)).toBe(false)
    expect(inside(picture, cardBox)).toBe(true)
    expect(inside(control, cardBox)).toBe(true)
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const lang of ['en', 'ar'] as const) {
  test(`the profile picture and certificate card: the upload buttons beside their pictures, online and offline, on a phone and a desktop (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, '/user/profile')
    const card = page.locator('.card.pictures')
    const labels = [words[lang].picture, words[lang].certificate]
    await expect(card.getByText(labels[0]!, { exact: true })).toBeVisible()
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await tidy(page, card, labels)
    }
    // Offline the buttons stay where they are (dimmed), and say why they do nothing.
    await context.setOffline(true)
    await expect(card.getByText(words[lang].offline)).toHaveCount(2)
    await expect(page.locator('#upload-picture')).toBeDisabled()
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await tidy(page, card, labels)
    }
    await context.setOffline(false)
  })
}
