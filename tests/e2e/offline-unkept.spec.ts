import { expect, test } from '@playwright/test'
import { newDiver } from './account-helpers.ts'
import { openIn } from './helpers.ts'
import { controlled, Phone } from './offline-helpers.ts'

// A diver who signed in on a device that never went online signed in (the session came with the
// device's backup, or the pack never ran): the account's code was never kept. On the boat its pages
// say plainly that they are not available offline, in the diver's language, never a crash screen.

const words = {
  en: { unavailable: 'Not available offline', home: 'Home' },
  ar: { unavailable: 'غير متاح دون اتصال', home: 'الرئيسية' },
} as const

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: an account page whose code was never kept on the device says it is not available offline, with a way home`, async ({
    request,
    baseURL,
  }, testInfo) => {
    const diver = await newDiver(request, lang)
    const phone = new Phone(testInfo, baseURL)
    try {
      // Online once, signed out: the worker keeps what a first visit needs, not the account's code.
      let page = await phone.open()
      await openIn(page, lang, '/')
      await controlled(page)
      await page.evaluate((data) => localStorage.setItem('user', JSON.stringify({ data: JSON.parse(data) as unknown })), JSON.stringify(diver.session))

      page = await phone.open({ offline: true })
      await page.goto('/user/wallet')
      await expect(page.getByRole('heading', { level: 1, name: words[lang].unavailable })).toBeVisible()
      await expect(page.getByText('Something went wrong')).toHaveCount(0)
      await page.getByRole('link', { name: words[lang].home, exact: true }).first().click()
      await expect(page).toHaveURL(/\/$/)
    } finally {
      await phone.dispose()
    }
  })
}
