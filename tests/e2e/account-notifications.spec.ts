import { expect, type Page, test } from '@playwright/test'
import { API, bookTrip, newDiver, openSignedIn } from './account-helpers.ts'

const words = {
  en: {
    menu: /Account menu/,
    item: /Notifications/,
    dialog: 'Notifications',
    readAll: 'Read all',
    deleteAll: 'Delete all',
    confirm: 'Delete all notifications?',
    keep: 'Keep them',
    empty: 'You have no notifications.',
    delete: /^Delete notification/,
  },
  ar: {
    menu: /قائمة الحساب/,
    item: /الإشعارات/,
    dialog: 'الإشعارات',
    readAll: 'قراءة الكل',
    deleteAll: 'حذف الكل',
    confirm: 'حذف كل الإشعارات؟',
    keep: 'الإبقاء عليها',
    empty: 'لا توجد لديك إشعارات.',
    delete: /^حذف الإشعار/,
  },
}

async function openModal(page: Page, lang: 'en' | 'ar') {
  await page.getByRole('button', { name: words[lang].menu }).click()
  await page.getByRole('menuitem', { name: words[lang].item }).click()
  return page.getByRole('dialog', { name: words[lang].dialog })
}

type Listed = { data: Array<{ id: number; isRead: boolean }>; metaData: { hasMore: boolean } }

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  test(`read one, delete one, read all, delete all; the server agrees (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    for (let i = 0; i < 3; i++) await bookTrip(request, diver.auth, i) // each booking notifies the diver
    await openSignedIn(page, diver.session, lang, '/')
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Account menu, new notifications' : 'قائمة الحساب، إشعارات جديدة' })).toBeVisible()
    const dialog = await openModal(page, lang)
    const items = dialog.getByRole('listitem')
    await expect(items).toHaveCount(3)
    await expect(dialog.locator('.notification.is-read')).toHaveCount(0)

    await items.first().locator('.notification-body').click()
    await expect(dialog.locator('.notification.is-read')).toHaveCount(1)
    await items.nth(1).getByRole('button', { name: w.delete }).click()
    await expect(items).toHaveCount(2)
    await expect
      .poll(async () =>
        ((await (await request.get(`${API}/Notifications/Get?lastNotificationNumber=0`, { headers: diver.auth })).json()) as Listed).data
          .map((item) => item.isRead)
          .sort(),
      )
      .toEqual([false, true])

    await dialog.getByRole('button', { name: w.readAll }).click()
    await expect(dialog.locator('.notification.is-read')).toHaveCount(2)
    await expect
      .poll(async () =>
        ((await (await request.get(`${API}/Notifications/Get?lastNotificationNumber=0`, { headers: diver.auth })).json()) as Listed).data.every(
          (item) => item.isRead,
        ),
      )
      .toBe(true)
    await dialog.getByRole('button', { name: lang === 'en' ? 'Close' : 'إغلاق' }).click()
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Account menu' : 'قائمة الحساب', exact: true })).toBeVisible()

    const again = await openModal(page, lang)
    // Delete all asks first, in a modal that holds focus; Escape keeps every notification.
    await again.getByRole('button', { name: w.deleteAll }).click()
    let confirm = page.getByRole('dialog', { name: w.confirm })
    await expect(confirm).toBeVisible()
    await expect.poll(() => confirm.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await confirm.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(again).toBeVisible()
    await expect(again.getByRole('listitem')).toHaveCount(2)
    await again.getByRole('button', { name: w.deleteAll }).click()
    confirm = page.getByRole('dialog', { name: w.confirm })
    await confirm.getByRole('button', { name: w.keep }).click()
    await expect(confirm).toBeHidden()
    await expect(again.getByRole('listitem')).toHaveCount(2)
    expect(((await (await request.get(`${API}/Notifications/Get?lastNotificationNumber=0`, { headers: diver.auth })).json()) as Listed).data).toHaveLength(2)

    await again.getByRole('button', { name: w.deleteAll }).click()
    await page.getByRole('dialog', { name: w.confirm }).getByRole('button', { name: w.deleteAll }).click()
    await expect(again.getByText(w.empty)).toBeVisible()
    await expect.poll(() => again.evaluate((node) => node.contains(document.activeElement))).toBe(true) // focus stays in the list's modal
    await expect
      .poll(
        async () => ((await (await request.get(`${API}/Notifications/Get?lastNotificationNumber=0`, { headers: diver.auth })).json()) as Listed).data.length,
      )
      .toBe(0)
  })
}

test('the cursor pages past 50: every notification shows, newest first, and a language switch refetches them in Arabic', async ({ page, request }) => {
  test.setTimeout(120_000)
  const diver = await newDiver(request, 'en')
  for (let i = 0; i < 3; i++) await bookTrip(request, diver.auth, i)
  await openSignedIn(page, diver.session, 'en', '/')
  let dialog = await openModal(page, 'en')
  await expect(dialog.getByRole('listitem')).toHaveCount(3) // the cache now holds a cursor
  await dialog.getByRole('button', { name: 'Close' }).click()

  // 55 more while the modal is closed: more than one page (50) after the cached cursor.
  for (let i = 3; i < 58; i++) await bookTrip(request, diver.auth, i)
  const first = (await (await request.get(`${API}/Notifications/Get?lastNotificationNumber=0`, { headers: diver.auth })).json()) as Listed
  expect(first.data).toHaveLength(50)
  expect(first.metaData.hasMore).toBe(true)

  const pages: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/Notifications/Get')) pages.push(new URL(r.url()).searchParams.get('lastNotificationNumber') ?? '')
  })
  dialog = await openModal(page, 'en')
  await expect(dialog.getByRole('listitem')).toHaveCount(58)
  expect(pages.length).toBeGreaterThanOrEqual(2) // paged with the new cursor
  const times = await dialog.locator('time').evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime')!)))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  await dialog.getByRole('button', { name: 'Close' }).click()

  await page.getByRole('button', { name: 'العربية' }).click()
  dialog = await openModal(page, 'ar')
  await expect(dialog.getByRole('listitem')).toHaveCount(58)
  await expect(dialog.getByRole('listitem').first()).toContainText(/[\u0600-\u06FF]/)
  await expect(dialog.getByRole('listitem').first()).not.toContainText(/Booking|booked/i)
})
