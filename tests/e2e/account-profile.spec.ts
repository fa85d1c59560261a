import { expect, type Page, test } from '@playwright/test'
import { API, apiLogin, bookTrip, newDiver, openSignedIn, signInAs } from './account-helpers.ts'
import { leaveApp } from './offline-helpers.ts'

// A real 2×2 PNG, and a file that only says it is one.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64')
const fake = Buffer.from('this is not a picture at all')

const words = {
  en: {
    name: /^Name$/,
    mobile: /^Mobile$/,
    number: /^Diver number$/,
    save: /^Save$/,
    saved: 'Your profile was saved.',
    current: 'Current password',
    next: /^New password$/,
    confirm: 'Confirm new password',
    change: /^Change password$/,
    one: 'Your password was changed. 1 other device was signed out.',
    signedOut: 'You were signed out. Please sign in again.',
    wrongType: 'The file is not a JPEG, PNG or WebP image.',
    signOut: 'Sign out',
    same: 'The new password is the one you have now. Choose a different one.',
    mismatch: 'The two new passwords are not the same.',
    mobileHint: 'Enter the mobile number with its country code',
  },
  ar: {
    name: /^الاسم$/,
    mobile: /^الجوال$/,
    number: /^رقم الغواص$/,
    save: /^حفظ$/,
    saved: 'تم حفظ ملفك الشخصي.',
    current: 'كلمة المرور الحالية',
    next: /^كلمة المرور الجديدة$/,
    confirm: 'تأكيد كلمة المرور الجديدة',
    change: /^تغيير كلمة المرور$/,
    one: 'تم تغيير كلمة المرور. تم تسجيل خروج جهاز آخر واحد.',
    signedOut: 'تم تسجيل خروجك. يرجى تسجيل الدخول مرة أخرى.',
    wrongType: '',
    signOut: 'تسجيل الخروج',
    same: 'كلمة المرور الجديدة هي نفسها الحالية. اختر كلمة مرور مختلفة.',
    mismatch: 'كلمتا المرور الجديدتان غير متطابقتين.',
    mobileHint: 'أدخل رقم الجوال مع رمز الدولة',
  },
}

/** What this device keeps in IndexedDB: the persisted query cache and the diver's own files. */
async function deviceData(page: Page) {
  return page.evaluate(async () => {
    const read = (db: string, store: string) =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open(db)
        open.onupgradeneeded = () => open.result.createObjectStore(store)
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readonly')
          const all = tx.objectStore(store).getAll()
          all.onsuccess = () => resolve(all.result as unknown[])
          all.onerror = () => resolve([])
        }
        open.onerror = () => resolve([])
      })
    const [cache] = (await read('keyval-store', 'keyval')) as Array<
      { clientState?: { queries: Array<{ queryKey: unknown[] }>; mutations: unknown[] } } | undefined
    >
    const files = await read('reefline-account', 'files')
    return {
      accountQueries: (cache?.clientState?.queries ?? []).filter((query) => query.queryKey[0] === 'account' || query.queryKey[0] === 'notifications').length,
      mutations: cache?.clientState?.mutations.length ?? 0,
      files: files.length,
      user: localStorage.getItem('user'),
    }
  })
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`profile: edit and save, a certificate upload and a refused file (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = 0
    await page.route('**/Users/GetProfileData', async (route) => {
      // The loader's answer goes at once; the page's own ask on showing it waits for the typing.
      if (route.request().headers()['accept-language'] === lang && ++asked === 2) await held
      await route.continue()
    })
    const refetched = page.waitForResponse((r) => r.url().includes('/Users/GetProfileData') && r.request().headers()['accept-language'] === lang && asked >= 2)
    await openSignedIn(page, diver.session, lang, '/user/profile')
    await page.getByLabel(w.name).fill(lang === 'en' ? 'Omar Saleh' : 'عمر صالح')
    // The answer to the ask every visit makes lands while the diver types (held back until then,
    // as on a slow network): the same values, and what the diver typed stays.
    release()
    await refetched
    await expect(page.getByLabel(w.name)).toHaveValue(lang === 'en' ? 'Omar Saleh' : 'عمر صالح')
    // A number that is not one is refused with the format it should have, beside the field.
    await page.getByLabel(w.mobile).fill('call me')
    await page.getByRole('button', { name: w.save }).click()
    await expect(page.getByLabel(w.mobile)).toHaveAccessibleDescription(new RegExp(`^${w.mobileHint}.*\\+20 100 123 4567`))
    await page.getByLabel(w.mobile).fill('+971 50 123 4567')
    await page.getByLabel(w.number).fill('SSI-55-0192')
    await page.getByRole('button', { name: w.save }).click()
    await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible()
    const profile = (await (await request.get(`${API}/Users/GetProfileData`, { headers: diver.auth })).json()) as {
      data: { name: string; driverNumber: string; certificateImagePath: string | null }
    }
    expect(profile.data).toMatchObject({ name: lang === 'en' ? 'Omar Saleh' : 'عمر صالح', driverNumber: 'SSI-55-0192' })

    // A text file named .png is refused by the server (it reads the bytes), with its message on screen.
    await page.locator('#upload-certificate').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: fake })
    await expect(page.locator('.upload').nth(1).getByRole('alert')).not.toBeEmpty()
    // A text file is refused before it is sent.
    await page.locator('#upload-certificate').setInputFiles({ name: 'card.txt', mimeType: 'text/plain', buffer: fake })
    await expect(page.locator('.upload').nth(1).getByRole('alert')).toHaveText(
      lang === 'en' ? 'Choose a JPEG, PNG or WebP image.' : 'اختر صورة بصيغة JPEG أو PNG أو WebP.',
    )
    await page.locator('#upload-certificate').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png })
    await expect(page.locator('.upload').nth(1).getByRole('status')).toBeVisible()
    await expect
      .poll(
        async () => ((await (await request.get(`${API}/Users/GetProfileData`, { headers: diver.auth })).json()) as typeof profile).data.certificateImagePath,
      )
      .toMatch(/^\/media\//)
    await expect(page.locator('.pictures img').last()).toBeVisible()
  })

  test(`password change signs the other device out, and it says so (${lang})`, async ({ page, browser, request }) => {
    const diver = await newDiver(request, lang)
    const other = await browser.newContext()
    const phone = await other.newPage()
    await phone.addInitScript((value) => localStorage.setItem('language', value), lang === 'ar' ? '2' : '1')
    await phone.goto('/auth/signin')
    await signInAs(phone, diver.email, diver.password, lang)
    await expect(phone).toHaveURL('/')

    await openSignedIn(page, diver.session, lang, '/user/profile')
    // The password it has now is refused as the new one, in the screen's language, on the new password's field.
    await page.getByLabel(w.current).fill(diver.password)
    await page.getByLabel(w.next).fill(diver.password)
    await page.getByLabel(w.confirm).fill(diver.password)
    await page.getByRole('button', { name: w.change }).click()
    await expect(page.getByLabel(w.next)).toHaveAccessibleDescription(w.same)
    // The next attempt (two new passwords that differ) shows only its own error, not the last one's.
    await page.getByLabel(w.next).fill('Barracuda-school-8')
    await page.getByLabel(w.confirm).fill('Barracuda-school-9')
    await page.getByRole('button', { name: w.change }).click()
    await expect(page.getByLabel(w.confirm)).toHaveAccessibleDescription(w.mismatch)
    await expect(page.getByLabel(w.next)).toHaveAccessibleDescription('')
    await expect(page.getByText(w.same)).toHaveCount(0)

    await page.getByLabel(w.current).fill(diver.password)
    await page.getByLabel(w.next).fill('Barracuda-school-8')
    await page.getByLabel(w.confirm).fill('Barracuda-school-8')
    await page.getByRole('button', { name: w.change }).click()
    await expect(page.getByRole('status').filter({ hasText: w.one })).toBeVisible()

    // The other device's next account call is refused: it signs out cleanly and says why.
    await phone.goto('/user/booking')
    await expect(phone).toHaveURL(/\/auth\/signin/)
    // Said on the sign-in screen itself, not only in a toast that is gone after three seconds.
    await expect(phone.getByRole('main').getByText(w.signedOut)).toBeVisible()
    expect(await phone.evaluate(() => localStorage.getItem('user'))).toBeNull()
    expect(phone.url().length).toBeLessThan(120) // one return address, never a nested loop
    await other.close()
  })

  test(`a session the open app found ended is still said to be on the next page load (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, '/user/profile')
    // The password is changed on another device (its own session), which signs this one out.
    const elsewhere = await apiLogin(request, diver.email, diver.password)
    const changed = await request.post(`${API}/Users/ChangePassword`, {
      headers: elsewhere,
      data: { currentPassword: diver.password, newPassword: 'Barracuda-school-8' },
    })
    expect(changed.ok()).toBe(true)
    // The open app learns it from its next account call: the diver opening Bookings, or one of the
    // app's own calls when that comes first (it is then on the sign-in screen already).
    const said = page.getByRole('main').getByText(w.signedOut)
    const bookings = page
      .getByRole('navigation', { name: lang === 'en' ? 'Account' : 'الحساب' })
      .getByRole('link', { name: lang === 'en' ? 'Bookings' : 'الحجوزات' })
    await expect(bookings.or(said).first()).toBeVisible()
    if (await bookings.isVisible()) await bookings.click({ timeout: 5000 }).catch(() => undefined)
    await expect(page).toHaveURL(/\/auth\/signin/)
    await expect(said).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull()
    // Then an account address is opened again (a bookmark, a link): a new page load, which says why too.
    await page.goto('/user/booking')
    await expect(page).toHaveURL(/\/auth\/signin/)
    await expect(page.getByRole('main').getByText(w.signedOut)).toBeVisible()
  })

  test(`the side menu's Sign out goes home once and keeps nothing of the diver (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    await bookTrip(request, diver.auth)
    await openSignedIn(page, diver.session, lang, '/user/booking')
    await expect(page.getByRole('row')).toHaveCount(2)
    await page
      .getByRole('navigation', { name: lang === 'en' ? 'Account' : 'الحساب' })
      .getByRole('link', { name: lang === 'en' ? 'Wallet' : 'المحفظة' })
      .click()
    await page.locator('.wallet-total').waitFor()
    await expect.poll(async () => (await deviceData(page)).accountQueries, { timeout: 5000 }).toBeGreaterThan(1)

    await page
      .getByRole('navigation', { name: lang === 'en' ? 'Account' : 'الحساب' })
      .getByRole('button', { name: w.signOut })
      .click()
    await expect(page).toHaveURL('/')
    await expect.poll(() => deviceData(page)).toEqual({ accountQueries: 0, mutations: 0, files: 0, user: null })
    // Whatever was still waiting to be written when the diver signed out is not written after it.
    await leaveApp(page)
    expect(await deviceData(page)).toEqual({ accountQueries: 0, mutations: 0, files: 0, user: null })
    await page.reload()
    await expect(page).toHaveURL('/')
    expect((await deviceData(page)).accountQueries).toBe(0)
  })
}

for (const lang of ['en', 'ar'] as const) {
  const label = lang === 'en' ? 'E-mail me about my bookings' : 'راسلني بالبريد الإلكتروني بشأن حجوزاتي'
  test(`profile: the diver turns booking e-mail off and on, and it is kept (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, '/user/profile')
    const box = page.getByRole('checkbox', { name: label })
    await expect(box).toBeChecked()
    await expect(box).toHaveAccessibleDescription(
      lang === 'en'
        ? /Confirmations, cancellations, date changes and balance reminders are always e-mailed/
        : /تُرسل بالبريد دائمًا رسائل التأكيد والإلغاء وتغيير الموعد وتذكيرات المبلغ المتبقي/,
    )
    await box.uncheck()
    await expect
      .poll(
        async () =>
          ((await (await request.get(`${API}/Users/GetProfileData`, { headers: diver.auth })).json()) as { data: { bookingMail: boolean } }).data.bookingMail,
      )
      .toBe(false)
    await page.reload()
    await expect(page.getByRole('checkbox', { name: label })).not.toBeChecked()
    await page.getByRole('checkbox', { name: label }).check()
    await expect
      .poll(
        async () =>
          ((await (await request.get(`${API}/Users/GetProfileData`, { headers: diver.auth })).json()) as { data: { bookingMail: boolean } }).data.bookingMail,
      )
      .toBe(true)
  })
}
