import { expect, type Page, test } from '@playwright/test'
import { noHorizontalOverflow, openIn } from './helpers.ts'

const words = {
  en: {
    guest: 'Continue as guest',
    hint: 'A guest can browse every trip, course and dive center; booking and favorites need an account.',
    region: 'Guest mode',
    lead: 'You are browsing as a guest.',
    needs: /Booking, favorites and your bookings need an account\./,
    signUp: 'Create an account',
    signIn: 'Sign in',
    dive: 'Dive Centers',
    details: 'Details',
    close: 'Close the guest notice',
  },
  ar: {
    guest: 'المتابعة كضيف',
    hint: 'يستطيع الضيف تصفح كل الرحلات والدورات ومراكز الغوص، أما الحجز والمفضلة فيحتاجان إلى حساب.',
    region: 'وضع الضيف',
    lead: 'أنت تتصفح بصفتك ضيفًا.',
    needs: /أما الحجز والمفضلة وحجوزاتك فتحتاج إلى حساب\./,
    signUp: 'أنشئ حسابًا',
    signIn: 'تسجيل الدخول',
    dive: 'مراكز الغوص',
    details: 'التفاصيل',
    close: 'أغلق إشعار الضيف',
  },
} as const

for (const lang of ['en', 'ar'] as const) {
  test(`a guest is told what guest mode allows, on every page, with the way to an account (${lang})`, async ({ page }) => {
    const w = words[lang]
    await openIn(page, lang, '/auth/signin')
    // Before: a visitor sees no guest notice; the button says what it leads to.
    await expect(page.getByRole('region', { name: w.region })).toHaveCount(0)
    const button = page.getByRole('button', { name: w.guest })
    await expect(button).toHaveAccessibleDescription(w.hint)
    await button.click()
    await expect(page).toHaveURL('/')
    const banner = page.getByRole('region', { name: w.region })
    await expect(banner).toBeVisible()
    await expect(banner.getByText(w.lead)).toBeVisible()
    await expect(banner).toContainText(w.needs)

    // It stays while the guest browses, and its links come back to where the guest was.
    await page
      .getByRole('navigation', { name: lang === 'en' ? 'Main' : 'الرئيسية' })
      .getByRole('link', { name: w.dive })
      .click()
    await expect(page).toHaveURL('/branch/list/diveCenters')
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: w.signUp })).toHaveAttribute(
      'href',
      `/auth/signup?redirect=${encodeURIComponent('/branch/list/diveCenters')}`,
    )
    await expect(banner.getByRole('link', { name: w.signIn })).toHaveAttribute(
      'href',
      `/auth/signin?redirect=${encodeURIComponent('/branch/list/diveCenters')}`,
    )

    // On a phone the notice wraps inside the screen.
    await page.setViewportSize({ width: 360, height: 740 })
    await expect(banner).toBeVisible()
    await noHorizontalOverflow(page)
    const box = (await banner.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)

    await banner.getByRole('link', { name: w.signIn }).click()
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=/)
    // The sign-in screen says it itself: no banner there.
    await expect(banner).toHaveCount(0)
  })
}

/** A visitor at this screen size who continues as a guest from the sign-in screen: the guest notice on the home page. */
async function continueAsGuest(page: Page, lang: 'en' | 'ar', size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await openIn(page, lang, '/auth/signin')
  await page.getByRole('button', { name: words[lang].guest }).click()
  await expect(page).toHaveURL('/')
  return page.getByRole('region', { name: words[lang].region })
}

for (const lang of ['en', 'ar'] as const) {
  test(`on a phone the guest notice is two short lines, its detail on demand, and a guest can close it for the session (${lang})`, async ({ page }) => {
    const w = words[lang]
    const banner = await continueAsGuest(page, lang, { width: 360, height: 740 })
    await expect(banner.getByText(w.lead)).toBeVisible()
    // Compact: the lead and the ways to an account, not a screenful (it was about 170 px).
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(100)
    const needs = banner.getByText(w.needs)
    await expect(needs).toBeHidden()
    const details = banner.getByRole('button', { name: w.details })
    await expect(details).toHaveAttribute('aria-expanded', 'false')
    await details.click()
    await expect(details).toHaveAttribute('aria-expanded', 'true')
    await expect(needs).toBeVisible()
    await details.click()
    await expect(needs).toBeHidden()
    await noHorizontalOverflow(page)

    // Closed from the keyboard: focus goes to the page's content, not back to the document.
    const close = banner.getByRole('button', { name: w.close })
    await close.focus()
    await page.keyboard.press('Enter')
    await expect(banner).toHaveCount(0)
    await expect(page.locator('main#main')).toBeFocused()

    // It stays closed while the guest browses, and after a reload.
    await page.goto('/branch/list/diveCenters')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)
    // Still a guest: the sign-in screen's guest button says what guest mode is.
    await page.goto('/auth/signin')
    await expect(page.getByRole('button', { name: w.guest })).toHaveAccessibleDescription(w.hint)
  })

  test(`on a wide screen the whole notice shows, with its close button (${lang})`, async ({ page }) => {
    const w = words[lang]
    const banner = await continueAsGuest(page, lang, { width: 1280, height: 800 })
    await expect(banner.getByText(w.needs)).toBeVisible()
    await expect(banner.getByRole('button', { name: w.details })).toBeHidden()
    await banner.getByRole('button', { name: w.close }).click()
    await expect(banner).toHaveCount(0)
    await expect(page.locator('main#main')).toBeFocused()
  })
}
