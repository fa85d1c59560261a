import { expect, test } from '@playwright/test'
import { openIn } from './helpers.ts'

test.describe('content pages from the API', () => {
  test('FAQs and terms render their sanitized HTML in English and Arabic', async ({ page }) => {
    await openIn(page, 'en', '/pages/faqs')
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Can I open my bookings without a connection?' })).toBeVisible()
    await page.getByRole('button', { name: 'العربية' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible()
    await page.locator('footer').getByRole('link', { name: 'الشروط والأحكام' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'إلغاء مجاني' })).toBeVisible()
  })

  test('the training agencies list (Arabic)', async ({ page }) => {
    await openIn(page, 'ar', '/organization/list')
    await expect(page.getByRole('heading', { level: 1, name: 'جهات التدريب' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['AIDA', 'CMAS', 'NAUI', 'PADI', 'RAID', 'SSI'])
    await expect(page.getByText('الرابطة المهنية لمدربي الغوص')).toBeVisible()
  })
})

test.describe('contact form', () => {
  test('names each bad field, then files the message (English)', async ({ page }) => {
    await openIn(page, 'en', '/contact-us')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('alert')).toHaveText('Some fields are not valid.')
    await expect(page.getByText('This field is required.')).toHaveCount(2)
    await page.getByLabel('Name').fill('Marco Rossi')
    await page.getByLabel('E-mail').fill('marco@example.com')
    await page.getByLabel('Subject').fill('Group booking')
    await page.getByLabel('Message').fill('Can you take eight divers on the Thistlegorm in March?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'ticket number' })).toContainText(/Your ticket number is \d+\./)
    await expect(page.getByLabel('Message')).toHaveValue('')
  })

  test('errors in Arabic', async ({ page }) => {
    await openIn(page, 'ar', '/contact-us')
    await page.getByLabel('الاسم').fill('ريم')
    await page.getByLabel('البريد الإلكتروني').fill('not-an-address')
    await page.getByLabel('الرسالة').fill('قصير')
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(page.getByText('أدخل بريدًا إلكترونيًا صحيحًا.')).toBeVisible()
    await expect(page.getByText('أدخل 10 أحرف على الأقل.')).toBeVisible()
  })
})
