import { expect, test } from '@playwright/test'
import { openIn } from './helpers.ts'
import { API, mailMatch, mailsTo, newDiver, openSignedIn, signInAs } from './account-helpers.ts'

const words = {
  en: {
    create: 'Create an account',
    name: 'Full name',
    email: /^E-mail$/,
    password: /^Password$/,
    submit: 'Create account',
    code: 'Confirmation code',
    confirm: 'Confirm e-mail',
    menu: /Account menu/,
    logout: 'Logout',
    forgot: 'Forgot your password?',
    send: 'Send reset link',
    newPassword: /^New password$/,
    confirmNew: 'Confirm new password',
    save: 'Save new password',
    changed: 'Your password was changed',
    signInNew: 'Sign in with the new password',
    wallet: 'Wallet',
    confirmed: 'Thank you. Your account is active.',
    continue: 'Continue',
    activate: 'Active Account',
    verified: 'Verified',
    mobile: 'Mobile (with country code)',
    nameMissing: 'Enter your full name.',
    emailWrong: 'Enter a valid e-mail address.',
    mobileWrong: /^Enter the mobile number with its country code/,
    weak: 'The password does not meet the rules below.',
    common: 'This password is too common. Choose another one.',
    alreadyActive: 'Your account is already active',
    noCode: 'There is no code to enter.',
    current: 'Current password',
    changePassword: /^Change password$/,
    wrongCurrent: 'The current password is incorrect.',
  },
  ar: {
    create: 'أنشئ حسابًا',
    name: 'الاسم الكامل',
    email: /^البريد الإلكتروني$/,
    password: /^كلمة المرور$/,
    submit: 'إنشاء الحساب',
    code: 'رمز التأكيد',
    confirm: 'تأكيد البريد الإلكتروني',
    menu: /قائمة الحساب/,
    logout: 'تسجيل الخروج',
    forgot: 'نسيت كلمة المرور؟',
    send: 'أرسل رابط إعادة التعيين',
    newPassword: /^كلمة المرور الجديدة$/,
    confirmNew: 'تأكيد كلمة المرور الجديدة',
    save: 'حفظ كلمة المرور الجديدة',
    changed: 'تم تغيير كلمة المرور',
    signInNew: 'سجّل الدخول بكلمة المرور الجديدة',
    wallet: 'المحفظة',
    confirmed: 'شكرًا لك. حسابك مفعّل الآن.',
    continue: 'متابعة',
    activate: 'تفعيل الحساب',
    verified: 'مؤكد',
    mobile: 'الجوال (مع رمز الدولة)',
    nameMissing: 'أدخل اسمك الكامل.',
    emailWrong: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    mobileWrong: /^أدخل رقم الجوال مع رمز الدولة/,
    weak: 'كلمة المرور لا تستوفي الشروط أدناه.',
    common: 'كلمة المرور هذه شائعة جدًا. اختر غيرها.',
    alreadyActive: 'حسابك مفعّل بالفعل',
    noCode: 'لا يوجد رمز لإدخاله.',
    current: 'كلمة المرور الحالية',
    changePassword: /^تغيير كلمة المرور$/,
    wrongCurrent: 'كلمة المرور الحالية غير صحيحة.',
  },
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`sign up → activate with the mailed code → sign in → back to the remembered page (${lang})`, async ({ page }) => {
    const email = `new-${lang}-${Date.now().toString(36)}@reefline.test`
    const password = 'Mantas-at-dawn-42'
    await openIn(page, lang, '/user/wallet')
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fuser%2Fwallet/)
    await page.getByRole('link', { name: w.create }).click()
    await expect(page).toHaveURL(/\/auth\/signup\?redirect=%2Fuser%2Fwallet/)
    await page.getByLabel(w.name).fill(lang === 'en' ? 'Nadia Farouk' : 'نادية فاروق')
    await page.getByLabel(w.email).fill(email)
    // The rules show as the password is typed.
    const rules = page.locator('.password-rules')
    await page.getByLabel(w.password).fill('short')
    await expect(rules.locator('.is-open')).toHaveCount(1)
    await page.getByLabel(w.password).fill(password)
    await expect(rules.locator('.is-open')).toHaveCount(0)
    await page.getByRole('button', { name: w.submit }).click()

    await expect(page).toHaveURL(/\/auth\/activate/)
    const [, code] = await mailMatch(email, /(\d{6})/)
    await page.getByLabel(w.code).fill(code!)
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page.getByRole('status').filter({ hasText: w.confirmed })).toBeVisible()
    await page.getByRole('button', { name: w.continue }).click()
    await expect(page).toHaveURL('/user/wallet')
    await expect(page.getByRole('heading', { level: 1, name: w.wallet })).toBeVisible()

    // Signed out and back in: the guard remembers the page again.
    await page.getByRole('button', { name: w.menu }).click()
    await page.getByRole('menuitem', { name: w.logout }).click()
    await expect(page).toHaveURL('/')
    await page.goto('/user/wallet')
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fuser%2Fwallet/)
    await signInAs(page, email, password, lang)
    await expect(page).toHaveURL('/user/wallet')
    await page.goto('/user/profile')
    await expect(page.getByText(lang === 'en' ? 'Verified' : 'مؤكد', { exact: true })).toBeVisible()
  })

  test(`activation from the profile: success is said, and the profile says Verified, after a reload too (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, '/user/profile')
    await page.getByRole('link', { name: w.activate }).click()
    await expect(page).toHaveURL(/\/auth\/activate/)
    const [, code] = await mailMatch(diver.email, /(\d{6})/)
    await page.getByLabel(w.code).fill(code!)
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page.getByRole('status').filter({ hasText: w.confirmed })).toBeVisible()
    await page.getByRole('button', { name: w.continue }).click()
    await expect(page).toHaveURL('/user/profile')
    await expect(page.getByText(w.verified, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: w.activate })).toHaveCount(0)
    await page.reload()
    await expect(page.getByText(w.verified, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: w.activate })).toHaveCount(0)
  })

  test(`the activation page opened signed out comes back to itself after sign-in (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    await openIn(page, lang, '/auth/activate')
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fauth%2Factivate/)
    await signInAs(page, diver.email, diver.password, lang)
    await expect(page).toHaveURL('/auth/activate')
    await expect(page.getByLabel(w.code)).toBeVisible()
  })

  test(`a taken e-mail is said beside its field before anything is made (${lang})`, async ({ page, request }) => {
    const taken = await newDiver(request, lang)
    await openIn(page, lang, '/auth/signup')
    await page.getByLabel(w.name).fill('Someone')
    await page.getByLabel(w.email).fill(taken.email)
    await page.getByLabel(w.password).fill('Another-reef-77')
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.getByText(lang === 'en' ? /An account with this e-mail already exists/ : /يوجد حساب بهذا البريد الإلكتروني بالفعل/)).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/signup/)
  })

  test(`forgot password → the mailed reset link → sign in with the new password (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    const before = mailsTo(diver.email).length
    await openIn(page, lang, '/auth/signin')
    await page.getByRole('link', { name: w.forgot }).click()
    await expect(page).toHaveURL('/auth/forgot')
    await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Reset your password' : 'إعادة تعيين كلمة المرور' })).toBeVisible()
    await page.getByLabel(w.email).fill(diver.email)
    await page.getByRole('button', { name: w.send }).click()
    await expect(page.getByRole('status')).toContainText(diver.email)

    const [link] = await mailMatch(diver.email, /https?:\/\/[^\s]+\/auth\/reset\/[\w-]+/, before)
    const url = new URL(link)
    expect(url.pathname).toMatch(/^\/auth\/reset\/[\w-]{20,}$/)
    await page.goto(url.pathname)
    const next = 'Whale-shark-season-9'
    await page.getByLabel(w.newPassword).fill(next)
    await page.getByLabel(w.confirmNew).fill(next)
    await page.getByRole('button', { name: w.save }).click()
    await expect(page.getByRole('heading', { name: w.changed })).toBeVisible()

    // The link is spent; the old password no longer works, the new one does.
    expect((await request.post('/api/website/v1/Users/Login', { data: { email: diver.email, password: diver.password } })).status()).toBe(401)
    await page.getByRole('link', { name: w.signInNew }).click()
    await signInAs(page, diver.email, next, lang)
    await expect(page).toHaveURL('/')
    await page.goto(url.pathname)
    await page.getByLabel(w.newPassword).fill('Yet-another-reef-1')
    await page.getByLabel(w.confirmNew).fill('Yet-another-reef-1')
    await page.getByRole('button', { name: w.save }).click()
    await expect(page.getByRole('alert')).toContainText(lang === 'en' ? 'not valid or has expired' : 'غير صالح')
  })

  test(`sign-up marks every field it cannot take at once, before anything is sent, and focuses the first (${lang})`, async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (/\/Users\/(Register|CheckMobileAndEmail)/.test(request.url())) sent.push(request.url())
    })
    await openIn(page, lang, '/auth/signup')
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.getByLabel(w.name)).toHaveAccessibleDescription(w.nameMissing)
    await expect(page.getByLabel(w.email)).toHaveAttribute('aria-invalid', 'true')
    // The field's error is read with it, and the rules under it stay described too.
    await expect(page.getByLabel(w.password)).toHaveAccessibleDescription(new RegExp(`^${w.weak}`))
    await expect(page.getByLabel(w.name)).toBeFocused()

    // A name, a malformed e-mail, a malformed mobile and a short password: the three wrong ones, in one round.
    await page.getByLabel(w.name).fill(lang === 'en' ? 'Nadia Farouk' : 'نادية فاروق')
    await page.getByLabel(w.email).fill('nadia@')
    await page.getByLabel(w.mobile).fill('call me')
    await page.getByLabel(w.password).fill('short')
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.getByLabel(w.email)).toHaveAccessibleDescription(w.emailWrong)
    await expect(page.getByLabel(w.mobile)).toHaveAccessibleDescription(w.mobileWrong)
    await expect(page.getByLabel(w.password)).toHaveAccessibleDescription(new RegExp(`^${w.weak}`))
    await expect(page.getByLabel(w.name)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(w.email)).toBeFocused()
    expect(sent).toEqual([])
    // No alert above the form repeats what the fields say.
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test(`a refused password is said once, on its field: sign-up's common password, the profile's wrong current one (${lang})`, async ({ page, request }) => {
    await openIn(page, lang, '/auth/signup')
    await page.getByLabel(w.name).fill('Someone')
    await page.getByLabel(w.email).fill(`common-${lang}-${Date.now().toString(36)}@reefline.test`)
    await page.getByLabel(w.password).fill('password123')
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.getByLabel(w.password)).toHaveAccessibleDescription(new RegExp(`^${w.common}`))
    await expect(page.getByLabel(w.password)).toBeFocused()
    await expect(page.getByText(w.common)).toHaveCount(1)
    await expect(page.getByRole('alert')).toHaveCount(0)

    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, '/user/profile')
    await page.getByLabel(w.current).fill('not-my-password-1')
    await page.getByLabel(w.newPassword).fill('Barracuda-school-8')
    await page.getByLabel(w.confirmNew).fill('Barracuda-school-8')
    await page.getByRole('button', { name: w.changePassword }).click()
    await expect(page.getByLabel(w.current)).toHaveAccessibleDescription(w.wrongCurrent)
    await expect(page.getByText(w.wrongCurrent)).toHaveCount(1)
  })

  test(`a diver whose e-mail is confirmed is told the account is already active, not asked for a code (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    const [, code] = await mailMatch(diver.email, /(\d{6})/)
    const confirmed = await request.get(`${API}/Users/ConfirmEmail?Code=${code}`, { headers: diver.auth })
    expect(confirmed.ok()).toBe(true)
    await openSignedIn(page, diver.session, lang, '/auth/activate?redirect=%2Fuser%2Fwallet')
    await expect(page.getByRole('heading', { level: 1, name: w.alreadyActive })).toBeVisible()
    await expect(page.getByRole('status')).toContainText(w.noCode)
    await expect(page.getByRole('status')).toContainText(diver.email)
    await expect(page.getByLabel(w.code)).toHaveCount(0)
    await page.getByRole('button', { name: w.continue }).click()
    await expect(page).toHaveURL('/user/wallet')
  })
}
