import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import type { Reservation } from '../../contract/booking.ts'
import type { SessionResponse } from '../../contract/users.ts'
import { paymentSplit, type Rates } from '../../contract/wallet.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickPartialTierTrip, walletBalance } from './booking-helpers.ts'
import { DEMO } from './helpers.ts'

// The demo diver's seeded liveaboard waits for its payment (pay now, unpaid): these tests open its
// voucher and its Pay confirmation without paying, and the last one pays it. They run in order, and
// no other file relies on it staying unpaid.
test.describe.configure({ mode: 'serial' })

const words = {
  en: {
    past: /^Past/,
    pay: /^Pay\s*:/,
    payDialog: 'Pay for your booking',
    useWallet: /^Use my wallet credit/,
    confirm: 'Confirm payment',
    notNow: 'Not now',
    refunded: 'Refunded',
    partly: 'Partly refunded',
    unpaid: 'Unpaid',
    due: 'Payment due',
    payThis: 'Pay this booking',
    qr: /^QR code of the booking reference/,
  },
  ar: {
    past: /^السابقة/,
    pay: /^ادفع\s*:/,
    payDialog: 'ادفع ثمن حجزك',
    useWallet: /^استخدم رصيد محفظتي/,
    confirm: 'تأكيد الدفع',
    notNow: 'ليس الآن',
    refunded: 'مسترد',
    partly: 'مسترد جزئيًا',
    unpaid: 'غير مدفوع',
    due: 'الدفع مستحق',
    payThis: 'ادفع ثمن هذا الحجز',
    qr: /^رمز QR لمرجع الحجز/,
  },
} as const

/** Money as the page writes the charged amount, formatted by the browser in the page's language. */
const moneyIn = (page: Page, amount: number, currency: string) =>
  page.evaluate(
    ([value, code]) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: 'currency',
        currency: code,
        currencyDisplay: document.documentElement.lang === 'ar' ? 'name' : 'symbol',
      }).format(value),
    [amount, currency] as const,
  )

async function demoSession(request: APIRequestContext) {
  const response = await request.post(`${API}/Users/Login`, { data: DEMO })
  expect(response.ok()).toBe(true)
  const session = ((await response.json()) as SessionResponse).data
  return { session, auth: { authorization: `Bearer ${session.accessToken}` } }
}

async function reservationsOf(request: APIRequestContext, auth: Record<string, string>): Promise<Reservation[]> {
  const { data } = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as {
    data: { upcomming: Record<string, Reservation[]>; past: Record<string, Reservation[]> }
  }
  return [...Object.values(data.upcomming), ...Object.values(data.past)].flat()
}

/** The demo diver's pay-now booking that waits for its payment, as the server holds it now. */
async function waitingOne(request: APIRequestContext, auth: Record<string, string>): Promise<Reservation> {
  const waiting = (await reservationsOf(request, auth)).find(
    (item) => item.status === 'AwaitingPayment' && item.paymentType === 1 && item.paymentStatus === 'Unpaid',
  )
  expect(waiting, 'the demo diver has a pay-now booking waiting for its payment').toBeDefined()
  return waiting!
}

/** A row of the invoices list, by its View link (titles may repeat). */
const invoiceRow = (page: Page, reservationId: number): Locator =>
  page.getByRole('row').filter({ has: page.locator(`a[href^="/user/invoice/${reservationId}?"]`) })
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim()

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: Total paid is what was paid, not the price: nothing for an unpaid booking, nothing kept for a refunded one; one figure per booking everywhere`, async ({
    page,
    request,
  }) => {
    const { session, auth } = await demoSession(request)
    const all = await reservationsOf(request, auth)
    const waiting = await waitingOne(request, auth)
    const refunded = all.find((item) => item.paymentStatus === 'Refunded' && item.refunded >= item.totalPricePaidByCustomer)
    expect(refunded, 'the demo diver has a booking refunded in full').toBeDefined()
    expect(waiting.totalPricePaidByCustomer).toBeGreaterThan(0)

    await openSignedIn(page, session, lang, '/user/invoice')
    await expect(page.getByRole('row')).not.toHaveCount(0)
    for (const item of [waiting, refunded!]) {
      // The column's figure; beneath it, where the payment stands (what is due, what came back).
      const paid = invoiceRow(page, item.reservationId).getByRole('cell').nth(3).locator('.money').first()
      await expect(paid).toContainText(await moneyIn(page, 0, item.currency))
      await expect(paid).not.toContainText(await moneyIn(page, item.totalPricePaidByCustomer, item.currency))
    }
    await expect(invoiceRow(page, waiting.reservationId)).toContainText(w.unpaid)
    await expect(invoiceRow(page, refunded!.reservationId)).toContainText(w.refunded)

    // A booking charged in another currency than the diver's: the same two figures in Bookings and on its voucher.
    const today = new Date().toISOString().slice(0, 10)
    const foreign = all.find((item) => item.currency !== 'SAR' && item.status === 'Confirmed' && item.paymentStatus === 'Paid' && item.startDate >= today)
    expect(foreign, 'the demo diver has an upcoming paid booking charged in another currency than SAR').toBeDefined()
    await page.evaluate(() => localStorage.setItem('currency', 'SAR'))
    await page.goto('/user/booking')
    const listed = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `#${foreign!.reservationId}` })
      .getByRole('cell')
      .nth(4)
    await expect(listed).toContainText(await moneyIn(page, foreign!.totalPricePaidByCustomer, foreign!.currency))
    await expect(listed).toContainText('(')
    const inList = await text(listed)
    await page.goto(`/user/voucher/${foreign!.reservationId}`)
    const total = page.locator('.booking-facts .money').first()
    await expect(total).toBeVisible()
    expect(await text(total)).toBe(inList)
  })

  test(`${lang}: the voucher of an unpaid pay-now booking has no QR code: it says payment is due and leads to Pay`, async ({ page, request }) => {
    const { session, auth } = await demoSession(request)
    const waiting = await waitingOne(request, auth)
    await openSignedIn(page, session, lang, `/user/voucher/${waiting.reservationId}`)
    await expect(page.locator('.voucher-reference')).toHaveText(waiting.paymentRefrence)
    const due = page.getByRole('region', { name: w.due })
    await expect(due).toContainText(await moneyIn(page, waiting.totalPricePaidByCustomer, waiting.currency))
    await expect(page.getByRole('img', { name: w.qr })).toHaveCount(0)
    await expect(page.locator('svg.qr-code')).toHaveCount(0)

    await due.getByRole('link', { name: w.payThis }).click()
    await expect(page).toHaveURL(`/user/booking?pay=${waiting.reservationId}`)
    const dialog = page.getByRole('dialog', { name: w.payDialog })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL('/user/booking')
    expect((await waitingOne(request, auth)).reservationId).toBe(waiting.reservationId)
  })

  test(`${lang}: Pay asks first (amount in both currencies, wallet and card parts), keeps the focus, and nothing changes on the server until Confirm`, async ({
    page,
    request,
  }) => {
    const { session, auth } = await demoSession(request)
    const waiting = await waitingOne(request, auth)
    const credit = await walletBalance(request, auth)
    const { rates } = ((await (await request.get(`${API}/Wallet/Rates`)).json()) as { data: Rates }).data
    const split = paymentSplit(waiting.totalPricePaidByCustomer, waiting.currency, credit, (rates.USD ?? 1) / rates[waiting.currency as keyof typeof rates]!)
    expect(credit).toBeGreaterThan(0)

    await openSignedIn(page, session, lang, '/user/booking')
    await page.evaluate(() => localStorage.setItem('currency', 'EUR'))
    await page.reload()
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `#${waiting.reservationId}` })
    await row.getByRole('button', { name: w.pay }).click()
    const dialog = page.getByRole('dialog', { name: w.payDialog })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('pay-amount')).toContainText(await moneyIn(page, waiting.totalPricePaidByCustomer, waiting.currency))
    await expect(dialog.getByTestId('pay-amount')).toContainText(lang === 'en' ? '€' : 'يورو') // Arabic names the currency
    await expect(dialog.getByTestId('split-wallet')).toContainText(await moneyIn(page, split.wallet, waiting.currency))
    await expect(dialog.getByTestId('split-card')).toContainText(await moneyIn(page, split.card, waiting.currency))
    const useWallet = dialog.getByRole('checkbox', { name: w.useWallet })
    await expect(useWallet).toBeChecked()
    await useWallet.uncheck()
    await expect(dialog.getByTestId('split-wallet')).toContainText(await moneyIn(page, 0, waiting.currency))
    await expect(dialog.getByTestId('split-card')).toContainText(await moneyIn(page, waiting.totalPricePaidByCustomer, waiting.currency))

    // The page behind is inert: Tab goes round the dialog's own controls (and the browser's), never the page's.
    const stops: string[] = []
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      stops.push(
        await page.evaluate(() =>
          document.activeElement?.closest('dialog')
            ? 'dialog'
            : document.activeElement === document.body || !document.activeElement
              ? 'browser'
              : document.activeElement.outerHTML.slice(0, 80),
        ),
      )
    }
    expect(stops.filter((stop) => stop !== 'dialog' && stop !== 'browser')).toEqual([])
    expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThanOrEqual(5)
    await dialog.getByRole('button', { name: w.notNow, exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await row.getByRole('button', { name: w.pay }).click()
    await expect(page.getByRole('dialog', { name: w.payDialog })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const after = await waitingOne(request, auth)
    expect(after).toMatchObject({ reservationId: waiting.reservationId, status: 'AwaitingPayment', paymentStatus: 'Unpaid', amountPaid: 0 })
    expect(await walletBalance(request, auth)).toBe(credit)
  })

  test(`${lang}: half back after a cancellation says Partly refunded, with the amounts, in Bookings and Invoices`, async ({ page, request }) => {
    const { trip, percent } = await pickPartialTierTrip(request)
    const diver = await newDiver(request, lang)
    const created = await request.post(`${API}/Booking/Create`, { headers: diver.auth, data: { tripId: trip.id, seats: 1, paymentType: 1 } })
    expect(created.status()).toBe(201)
    const booked = ((await created.json()) as { data: Reservation }).data
    const cancelled = await request.post(`${API}/Booking/CancelReservation`, { headers: diver.auth, data: { reservationId: booked.reservationId } })
    expect(cancelled.ok()).toBe(true)
    const { refund, fee, currency } = ((await cancelled.json()) as { data: { refund: number; fee: number; currency: string } }).data
    expect(refund).toBeCloseTo((booked.totalPricePaidByCustomer * percent) / 100, 2)
    expect(fee).toBeGreaterThan(0)

    await openSignedIn(page, diver.session, lang, '/user/booking')
    await page.getByRole('tab', { name: w.past }).click()
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `#${booked.reservationId}` })
    await expect(row).toHaveCount(1)
    await expect(row.locator('.pay-chip')).toHaveText(w.partly)
    await expect(row).toContainText(await moneyIn(page, refund, currency))
    await expect(row).toContainText(await moneyIn(page, fee, currency))

    await page.goto('/user/invoice')
    const invoice = invoiceRow(page, booked.reservationId)
    await expect(invoice.locator('.pay-chip')).toHaveText(w.partly)
    // What the diver paid in the end: the fee the center kept.
    await expect(invoice.getByRole('cell').nth(3).locator('.money').first()).toContainText(await moneyIn(page, fee, currency))
  })
}

test('en: Confirm pays it as the dialog said: the whole credit first, the card the rest, the booking paid', async ({ page, request }) => {
  const { session, auth } = await demoSession(request)
  const waiting = await waitingOne(request, auth)
  const credit = await walletBalance(request, auth)
  const rates = ((await (await request.get('/api/website/v1/Wallet/Rates')).json()) as { data: { rates: Record<string, number> } }).data.rates
  const totalUsd = waiting.totalPricePaidByCustomer / rates[waiting.currency]!
  // The demo diver's credit pays part of it: a real split.
  expect(credit).toBeGreaterThan(0)
  expect(credit).toBeLessThan(totalUsd)
  await openSignedIn(page, session, 'en', '/user/booking')
  const row = page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ hasText: `#${waiting.reservationId}` })
  await row.getByRole('button', { name: /^Pay\s*:/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Pay for your booking' })
  await expect(dialog.getByRole('checkbox', { name: /^Use my wallet credit/ })).toBeChecked()
  await dialog.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(toast(page, `Paid: ${waiting.tripName}`)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(row.getByRole('button', { name: /^Pay\s*:/ })).toHaveCount(0)
  const paid = (await reservationsOf(request, auth)).find((item) => item.reservationId === waiting.reservationId)
  expect(paid).toMatchObject({ status: 'Confirmed', paymentStatus: 'Paid', amountPaid: waiting.totalPricePaidByCustomer })
  expect(await walletBalance(request, auth)).toBe(0)
})
