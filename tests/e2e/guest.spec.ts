import { expect, test } from '@playwright/test'
import { noHorizontalOverflow, openIn } from './helpers.ts'

const words = {
  en: {
    guest: 'Continue as guest',
    hint: 'A guest can browse every trip, course and dive center; booking and favourites need an account.',
    region: 'Guest mode',
    lead: 'You are browsing as a guest.',
    needs: /Booking, favourites and your bookings need an account\./,
    signUp: 'Create an account',
    signIn: 'Sign in',
    dive: 'Dive Centers',
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
