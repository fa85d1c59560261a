import { expect, type Page, test } from '@playwright/test'
import { ar, DEMO, en, noHorizontalOverflow, openIn, signIn } from './helpers.ts'
import { API, apiLogin, bookTrip, newDiver, openSignedIn, pdfText, toast } from './account-helpers.ts'

const words = {
  en: {
    bookings: 'Bookings',
    past: /^Past/,
    cancel: /^Cancel\s*:/,
    reason: 'Reason for cancelling (optional)',
    confirm: 'Confirm cancellation',
    cancelled: 'The trip was successfully cancelled',
    review: /^Review\s*:/,
    edit: /^Edit review\s*:/,
    rating: 'Your rating',
    text: 'Your review',
    submit: 'Submit review',
    update: 'Update review',
    added: 'The review was successfully added',
    updated: 'The review was successfully updated',
    invoices: 'Invoices',
    view: /^View\s*:/,
    pdf: 'Download PDF',
    invoice: 'Invoice',
    wallet: 'Wallet',
    current: 'Current',
    expired: 'Expired',
  },
  ar: {
    bookings: 'الحجوزات',
    past: /^السابقة/,
    cancel: /^إلغاء\s*:/,
    reason: 'سبب الإلغاء (اختياري)',
    confirm: 'تأكيد الإلغاء',
    cancelled: 'تم إلغاء الرحلة بنجاح',
    review: /^تقييم\s*:/,
    edit: /^تعديل التقييم\s*:/,
    rating: 'تقييمك',
    text: 'مراجعتك',
    submit: 'إرسال التقييم',
    update: 'تحديث التقييم',
    added: 'تمت إضافة التقييم بنجاح',
    updated: 'تم تحديث التقييم بنجاح',
    invoices: 'الفواتير',
    view: /^عرض\s*:/,
    pdf: 'تنزيل PDF',
    invoice: 'فاتورة',
    wallet: 'المحفظة',
    current: 'الحالي',
    expired: 'منتهي',
  },
}

async function signInDemo(page: Page, lang: 'en' | 'ar', path: string) {
  await openIn(page, lang, path)
  await signIn(page, lang === 'en' ? en : ar)
  await expect(page).toHaveURL(path)
}

type Row = { reservationId: number; status: string; reviewId: number | null }
type Reservations = {
  data: { past: { pastTripReservationsAfterAddingReview: Row[]; pastCourseReservationsAfterAddingReview: Row[] }; upcomming: Record<string, Row[]> }
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`cancel a booking: the modal, the centred toast, the list reloads (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    const booked = await bookTrip(request, diver.auth)
    await openSignedIn(page, diver.session, lang, '/user/booking')
    const row = page.getByRole('row').filter({ hasText: `#${booked.reservationId}` })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: w.cancel }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(w.reason).fill(lang === 'en' ? 'The boat trip moved to another week.' : 'تغير موعد رحلتي.')
    await dialog.getByRole('button', { name: w.confirm }).click()
    await expect(toast(page, w.cancelled)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: `#${booked.reservationId}` })).toHaveCount(0) // gone from Upcoming
    const { data } = (await (await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })).json()) as Reservations
    expect(data.past.pastTripReservationsAfterAddingReview.find((item) => item.reservationId === booked.reservationId)?.status).toBe('Cancelled')
  })

  test(`the bookings fit the window beside the account menu: cards below 1,200 px, a table that needs no scrolling from there (${lang})`, async ({
    page,
    request,
  }) => {
    const diver = await newDiver(request, lang)
    const booked = await bookTrip(request, diver.auth)
    await page.setViewportSize({ width: 1024, height: 800 })
    await openSignedIn(page, diver.session, lang, '/user/booking')
    await expect(page.getByText(`#${booked.reservationId}`)).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    for (const width of [1024, 1199, 1200, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await noHorizontalOverflow(page)
      // At 1,024 px the table was drawn, wider than the page: its status and buttons were off the screen.
      await expect(page.getByRole('table')).toHaveCount(width >= 1200 ? 1 : 0)
      if (width >= 1200) {
        const hidden = await page.locator('.table-scroll').evaluate((box) => box.scrollWidth - box.clientWidth)
        expect(hidden, 'px of the table scrolled out of sight').toBeLessThanOrEqual(0)
      }
    }
  })

  test(`review a past booking with a keyboard star rating (${lang})`, async ({ page, request }) => {
    await signInDemo(page, lang, '/user/booking')
    await page.getByRole('tab', { name: w.past }).click()
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: w.review }) })
      .first()
    const button = row.getByRole('button', { name: w.review })
    await expect(button).toBeVisible()
    const id = Number((await row.getByRole('cell').nth(1).textContent())!.replace('#', ''))
    await button.click()
    const dialog = page.getByRole('dialog')
    const stars = dialog.getByRole('radiogroup', { name: w.rating }).or(dialog.getByRole('group', { name: w.rating }))
    await stars.getByRole('radio').first().focus()
    await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await expect(stars.getByRole('radio', { checked: true })).toHaveAccessibleName(lang === 'en' ? '4 stars' : '4 نجوم')
    await expect(dialog.getByText(lang === 'en' ? 'Very Good' : 'جيد جدًا')).toBeVisible()
    await dialog.getByLabel(w.text).fill(lang === 'en' ? 'Calm sea, great guide.' : 'بحر هادئ ومرشد رائع.')
    await dialog.getByRole('button', { name: w.submit }).click()
    await expect(toast(page, w.added)).toBeVisible()
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `#${id}` })
        .getByRole('button', { name: w.edit }),
    ).toBeVisible()

    const auth = await apiLogin(request, DEMO.email, DEMO.password)
    const { data } = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as Reservations
    const reviewed = [...data.past.pastTripReservationsAfterAddingReview, ...data.past.pastCourseReservationsAfterAddingReview].find(
      (item) => item.reservationId === id,
    )
    const review = (await (await request.get(`${API}/Review/GetReview?reviewId=${reviewed!.reviewId}`, { headers: auth })).json()) as {
      data: { tripRate: number; body: string }
    }
    expect(review.data).toMatchObject({ tripRate: 4 })
  })

  test(`update an existing review: it is loaded first (${lang})`, async ({ page }) => {
    await signInDemo(page, lang, '/user/booking')
    await page.getByRole('tab', { name: w.past }).click()
    const edit = page.getByRole('tabpanel').getByRole('button', { name: w.edit }).last()
    await edit.click()
    const dialog = page.getByRole('dialog')
    const text = dialog.getByLabel(w.text)
    await expect(text).not.toHaveValue('')
    const before = await text.inputValue()
    await dialog.locator('.star-input-star').nth(1).click() // a tap on the second star
    await text.fill(`${before} (${lang})`)
    await dialog.getByRole('button', { name: w.update }).click()
    await expect(toast(page, w.updated)).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await edit.click()
    await expect(page.getByRole('dialog').getByLabel(w.text)).toHaveValue(`${before} (${lang})`)
    await expect(page.getByRole('dialog').getByRole('radio', { checked: true })).toHaveAccessibleName(lang === 'en' ? '2 stars' : 'نجمتان')
  })

  test(`invoice details and a real PDF made on the device (${lang})`, async ({ page }) => {
    await signInDemo(page, lang, '/user/invoice')
    const view = page.getByRole('main').getByRole('link', { name: w.view }).first()
    await view.click()
    await expect(page).toHaveURL(new RegExp(`/user/invoice/\\d+\\?type=(trip|course)&lang=${lang}`))
    await expect(page.getByRole('heading', { level: 1, name: w.invoice })).toBeVisible()
    const number = (await page
      .getByText(/INV-[A-Z0-9]+/)
      .first()
      .textContent())!.match(/INV-[A-Z0-9]+/)![0]
    const seller = (await page.locator('.invoice-parties section').first().locator('p').first().textContent())!.trim()
    // The counts and amounts end at their column's end edge (left in Arabic), their headers with them.
    const ends = await page.locator('.invoice-items table').evaluate((table, rtl) => {
      const edge = (cell: Element) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        const box = range.getBoundingClientRect()
        return rtl ? box.left : box.right
      }
      const headers = [...table.querySelectorAll('thead th')]
      const cells = [...table.querySelectorAll('tbody tr:first-child td')]
      return headers.slice(2).map((header, index) => Math.abs(edge(header) - edge(cells[index + 2]!)))
    }, lang === 'ar')
    expect(ends).toHaveLength(4)
    for (const gap of ends) expect(gap).toBeLessThanOrEqual(1)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.pdf }).click()])
    expect(download.suggestedFilename()).toBe(`${number}.pdf`)
    const text = await pdfText(await download.path())
    expect(text).toContain(number)
    expect(text).toContain('Reefline')
    if (lang === 'en') {
      expect(text).toContain('Invoice')
      expect(text).toContain(seller)
    } else {
      // Arabic shaped into presentation forms and read back as words: the title, the labels, the seller's name.
      expect(text).toContain('فاتورة')
      expect(text).toContain('الإجمالي')
      for (const word of seller.split(/\s+/).filter((part) => /[\u0600-\u06FF]/.test(part))) expect(text).toContain(word)
    }
  })

  test(`another diver's invoice is not found, with the way to the diver's own; the server answered it the same (${lang})`, async ({ page, request }) => {
    const owner = await newDiver(request, lang)
    const booked = await bookTrip(request, owner.auth)
    const other = await newDiver(request, lang)
    const answer = await request.get(`${API}/Booking/Invoice?reservationId=${booked.reservationId}`, { headers: other.auth })
    expect(answer.status()).toBe(404)
    await openSignedIn(page, other.session, lang, `/user/invoice/${booked.reservationId}`)
    // It was the error page: the server's message and Try again, which could never help.
    await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Invoice not found' : 'الفاتورة غير موجودة' })).toBeVisible()
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Try again' : 'حاول مرة أخرى' })).toHaveCount(0)
    await page
      .getByRole('main')
      .getByRole('link', { name: lang === 'en' ? 'All invoices' : 'كل الفواتير' })
      .click()
    await expect(page).toHaveURL('/user/invoice')
  })

  test(`wallet: balance in USD and the Current / Expired tabs (${lang})`, async ({ page, request }) => {
    await signInDemo(page, lang, '/user/wallet')
    const auth = await apiLogin(request, DEMO.email, DEMO.password)
    const wallet = (await (await request.get(`${API}/Wallet/GetAllTransactionForCurrentUser`, { headers: auth })).json()) as {
      data: { availableTransaction: { balance: number; walletTransactions: unknown[] }; expiredTransaction: { walletTransactions: unknown[] } }
    }
    expect(wallet.data.availableTransaction.walletTransactions.length).toBeGreaterThan(0)
    expect(wallet.data.expiredTransaction.walletTransactions.length).toBeGreaterThan(0)
    await expect(page.locator('.wallet-total')).toContainText(String(wallet.data.availableTransaction.balance))
    const panel = page.getByRole('tabpanel')
    await expect(panel.locator('.wallet-row')).toHaveCount(wallet.data.availableTransaction.walletTransactions.length)
    await expect(panel).toContainText(lang === 'en' ? 'Valid until' : 'صالح حتى')
    const current = page.getByRole('tab', { name: w.current })
    await current.focus()
    await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft')
    await expect(page.getByRole('tab', { name: w.expired })).toHaveAttribute('aria-selected', 'true')
    await expect(panel.locator('.wallet-row')).toHaveCount(wallet.data.expiredTransaction.walletTransactions.length)
    await expect(panel).toContainText(lang === 'en' ? 'Expired on' : 'انتهى في')
  })
}
