import jsqr from 'jsqr'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { ParsedMail } from 'mailparser'
import { PNG } from 'pngjs'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../../contract/booking.ts'
import { SessionResponseSchema } from '../../../contract/users.ts'
import { DEMO_EMAIL } from '../../db/seed/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { anotherDate } from '../../test/fixtures.ts'
import { actionKey, api, call, callOk, cancelReservation, loginDemo, signUpDiver, useTestApp } from '../../test/harness.ts'
import { calendarFields, type SmtpCatcher, startSmtp } from '../../test/smtp.ts'
import { messageKey, messageSchedule, queueCancellation, queueConfirmation } from './booking-messages.ts'
import { UNCONFIRMED_CONFIRMATIONS_PER_HOUR } from './booking-messages.service.ts'

/**
 * Booking mail leaves through the server's own SMTP transport (SMTP_URL) to a real SMTP server
 * and is read back with a real parser: each event's message, in the diver's language, with its
 * parts and attachments, once.
 */
const PUBLIC_URL = 'https://reefline.example'
let smtp: SmtpCatcher
// The app is built in a later beforeAll than the SMTP server's, so the address is in its env by then.
const env: Record<string, string> = { PUBLIC_URL }
beforeAll(async () => {
  smtp = await startSmtp()
  env.SMTP_URL = smtp.url
})
afterAll(() => smtp?.close())
const t = useTestApp(env)

let n = 0
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The expectations are written out by hand as a reader writes them, never with Intl or the
 * formatter under test (shared/format.ts): a day's month by name, in each language's order.
 */
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
}
const parts = (day: string) => day.split('-').map(Number) as [number, number, number]
/** "March 12, 2027" / "12 مارس 2027" */
function written(day: string, lang: 'en' | 'ar'): string {
  const [y, m, d] = parts(day)
  return lang === 'en' ? `${MONTHS.en[m - 1]} ${d}, ${y}` : `${d} ${MONTHS.ar[m - 1]} ${y}`
}
/** Midnight starting `day` on the center's clock, its day as long as the mail's others: "March 12, 2027 at 12:00 AM" / "12 مارس 2027 في 12:00 ص" */
function midnightOf(day: string, lang: 'en' | 'ar'): string {
  const [y, m, d] = parts(day)
  return lang === 'en' ? `${written(day, 'en')} at 12:00 AM` : `${d} ${MONTHS.ar[m - 1]} ${y} في 12:00 ص`
}
const LRI = '\u2066'
const PDI = '\u2069'
const NBSP = '\u00a0'

/** The center of the trips below, as the seed left it but for its policy, meeting point, telephone and names. */
const CENTER = {
  en: { name: 'Coral Garden Divers', city: 'Hurghada' },
  ar: { name: 'غواصو حديقة المرجان', city: 'الغردقة' },
  // One run of digits, as a center may type it: the mail groups it.
  tel: '+20653441234',
}

/**
 * A three-day trip at a center that takes both ways of paying, starting in `days` days: full
 * refund until 7 days before, half until 2 days before, and free cancellation until 48 hours before.
 */
async function freshTrip(days = 12, { currency = 'USD', netPrice = 100, nameAr = '' } = {}) {
  const branch = await t.db
    .selectFrom('branches')
    .select('id')
    .where('pay_now', '=', true)
    .where('pay_later', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await t.db
    .updateTable('branches')
    .set({
      cancellation_policy: JSON.stringify([
        { minDaysBefore: 7, refundPercent: 100 },
        { minDaysBefore: 2, refundPercent: 50 },
      ]),
      free_cancellation_hours: 48,
      meeting_point_en: 'Jetty 3, North Marina',
      meeting_point_ar: 'الرصيف ٣، المرسى الشمالي',
      name_en: CENTER.en.name,
      name_ar: CENTER.ar.name,
      city_en: CENTER.en.city,
      city_ar: CENTER.ar.city,
      tel: CENTER.tel,
    })
    .where('id', '=', branch.id)
    .execute()
  const start = inDays(days)
  const name = `Reef Safari ${n++}`
  const trip = await t.db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'diving',
      name_en: name,
      name_ar: nameAr || `رحلة الشعاب ${n}`,
      image_url: '/x.svg',
      days: 3,
      start_date: start,
      seats_total: 10,
      seats_available: 10,
      number_of_dives: 6,
      price: netPrice * 1.2,
      net_price: netPrice,
      currency,
    })
    .returning(['id', 'name_ar'])
    .executeTakeFirstOrThrow()
  return { tripId: trip.id, start, name, nameAr: trip.name_ar }
}

/** The diver confirms their address with the code mailed at sign-up (its subject carries it), as the app's screen does. */
async function confirmAddress(email: string, token: string) {
  await t.app.jobs.drain()
  const codeMail = smtp.messages.filter(to(email)).findLast((mail) => /^(Your Reefline code|رمز تأكيد ريفلاين): \d{6}$/.test(mail.subject ?? ''))
  const code = /\d{6}$/.exec(codeMail?.subject ?? '')?.[0]
  if (!code) throw new Error(`no confirmation code was mailed to ${email}`)
  await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api(`/Users/ConfirmEmail?Code=${code}`), token })
}

/** A diver signed up through Users/Register who confirmed their address, unless `confirmed: false`. */
async function diver(lang: 'en' | 'ar', { confirmed = true } = {}) {
  const email = `mail-${lang}-${n++}@reefline.test`
  const session = await signUpDiver(t.app, email)
  if (lang === 'ar') await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api('/Users/ChangeLanguage?Lang=2'), token: session.accessToken })
  if (confirmed) await confirmAddress(email, session.accessToken)
  return { ...session, email }
}

async function book(token: string, body: object) {
  return callOk(t.app, CreateBookingResponseSchema, {
    method: 'POST',
    url: api('/Booking/Create'),
    token,
    headers: { 'idempotency-key': actionKey('book') },
    payload: body,
  })
}

/** A pay-now booking waiting for its payment, as one left unpaid would be. */
const unpaidBooking = (userId: number, tripId: number) =>
  t.db
    .insertInto('reservations')
    .values({
      user_id: userId,
      trip_id: tripId,
      course_date_id: null,
      seats: 1,
      payment_type: 1,
      payment_status: 'Unpaid',
      status: 'AwaitingPayment',
      price: 120,
      net_price: 100,
      currency: 'USD',
      payment_reference: `RF-T${n++}`,
    })
    .returning(['id', 'payment_reference'])
    .executeTakeFirstOrThrow()

const pay = (token: string, reservationId: number) =>
  callOk(t.app, CreateBookingResponseSchema, {
    method: 'POST',
    url: api('/Booking/Pay'),
    token,
    headers: { 'idempotency-key': actionKey('pay') },
    payload: { reservationId, useWallet: false },
  })

const to = (email: string) => (mail: ParsedMail) => mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === email)
/** What the diver was sent about bookings (signing up also mails a confirmation code, left out). */
const sentTo = async (email: string) => {
  await t.app.jobs.drain()
  return smtp.messages.filter(to(email)).filter((mail) => !/^(Your Reefline code|رمز تأكيد ريفلاين)/.test(mail.subject ?? ''))
}
const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s)]+/g)].map((m) => m[0])

/** What the voucher code a mail shows says, read as a phone's scanner would; null when it has none. */
function scannedCode(mail: ParsedMail): string | null {
  const picture = mail.attachments.find((a) => a.contentType === 'image/png')
  if (!picture) return null
  // Drawn in the HTML part where it is referred to by its content id, not left as a loose file.
  expect(picture.cid).toBeTruthy()
  expect(mail.html).toContain(`src="cid:${picture.cid}"`)
  const image = PNG.sync.read(picture.content)
  return jsqr.default(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
}

/** The text runs pdf.js reads from page 1 of a PDF, as a reader's viewer would find them. */
async function pdfRuns(bytes: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const content = await (await document.getPage(1)).getTextContent()
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str.normalize('NFKC')] : []))
}

describe('booking mail through SMTP', () => {
  it('confirms a paid booking with its voucher, figures, dated policy, links to the configured origin and a calendar event', async () => {
    const { tripId, start } = await freshTrip()
    const me = await diver('en')
    const booked = await book(me.accessToken, { tripId, seats: 2, paymentType: 1, useWallet: false })
    const reference = booked.data.paymentRefrence
    const mails = await sentTo(me.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe(`Booking confirmed: ${booked.data.tripName} (${reference})`)
    expect(mail.text).toContain(`Reference: ${reference}`)
    expect(mail.text).toContain('Seats: 2')
    expect(mail.text).toContain('Meeting point: Jetty 3, North Marina')
    expect(mail.text).toContain('Total: $200.00')
    expect(mail.text).toContain('Paid: $200.00')
    expect(mail.text).not.toContain('Due now')
    // The policy with its real dates: 7 and 2 days before the start.
    expect(mail.text).toContain(`Cancelled before ${written(addDays(start, -7), 'en')}: 100% back.`)
    expect(mail.text).toContain(`Cancelled before ${written(addDays(start, -2), 'en')}: 50% back.`)
    const found = links(mail.text!)
    expect(found.length).toBeGreaterThan(0)
    for (const link of found) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true)
    expect(found).toContain(`${PUBLIC_URL}/user/voucher/${booked.data.reservationId}`)
    expect(found).toContain(`${PUBLIC_URL}/user/invoice/${booked.data.reservationId}`)
    expect(mail.html).toContain('<html lang="en" dir="ltr">')
    expect(mail.attachments).toHaveLength(2)
    expect(scannedCode(mail)).toBe(reference)
    expect(mail.html).toContain(`alt="QR code of the booking reference ${reference}"`)
    const ics = mail.attachments.find((a) => a.contentType === 'text/calendar')!
    expect(ics.contentType).toBe('text/calendar')
    const fields = calendarFields(ics.content.toString('utf8'))
    expect(fields.get('BEGIN')).toBe('VCALENDAR')
    expect(fields.get('DTSTART;VALUE=DATE')).toBe(start.replaceAll('-', ''))
    // Three days: the all-day event ends (exclusively) the day after the third.
    expect(fields.get('DTEND;VALUE=DATE')).toBe(addDays(start, 3).replaceAll('-', ''))
    expect(fields.get('SUMMARY')).toBe(booked.data.tripName)
  })

  it('writes to an Arabic diver in Arabic, right to left, with what is due at the center', async () => {
    const { tripId, nameAr } = await freshTrip()
    const me = await diver('ar')
    const padi = (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
    const layla = {
      fullName: 'Layla Haddad',
      dateOfBirth: '1990-01-01',
      agencyId: padi,
      level: 'openWater',
      loggedDives: 30,
      lastDiveDate: null,
      nitrox: false,
      firstAid: false,
    }
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 2, travellers: [{ ...layla, notes: 'Allergic to penicillin' }] })
    const [mail] = await sentTo(me.email)
    expect(mail).toBeDefined()
    expect(mail!.subject).toBe(`تم تأكيد حجزك: ${nameAr} (${booked.data.paymentRefrence})`)
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail!.html).toContain('<body dir="rtl"')
    expect(mail!.text).toContain('مكان اللقاء: الرصيف ٣، المرسى الشمالي')
    // Who dives, with their card; notes stay on the voucher.
    expect(mail!.text).toContain('المقاعد: 1')
    expect(mail!.text).toContain('المسافرون\nLayla Haddad · PADI المياه المفتوحة\n')
    expect(mail!.text).not.toContain('penicillin')
    expect(mail!.text).toContain('يُدفع في المركز عند الوصول')
    expect(mail!.text).toContain('يُدفع في المركز عند الوصول: 100.00 دولار أمريكي')
    // Nothing is due before the day: the code the center scans is in the mail, described in Arabic.
    expect(scannedCode(mail!)).toBe(booked.data.paymentRefrence)
    expect(mail!.html).toContain(`alt="رمز QR للرقم المرجعي ${booked.data.paymentRefrence}"`)
  })

  it('tells what a cancellation gave back and where, and withdraws the reminder and review request', async () => {
    const { tripId } = await freshTrip()
    const me = await diver('en')
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 1, useWallet: false })
    const id = booked.data.reservationId
    const keys = [messageKey(id, 'reminder'), messageKey(id, 'review')]
    expect(await t.db.selectFrom('jobs').select('key').where('key', 'in', keys).where('done_at', 'is', null).execute()).toHaveLength(2)
    await cancelReservation(t.app, me.accessToken, id, 'original')
    const mails = await sentTo(me.email)
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking confirmed: ${booked.data.tripName} (${booked.data.paymentRefrence})`,
      `Booking cancelled: ${booked.data.tripName} (${booked.data.paymentRefrence})`,
    ])
    const cancelled = mails[1]!
    expect(cancelled.text).toContain('Refund: $100.00')
    expect(cancelled.text).toContain('Cancellation fee: $0.00')
    expect(cancelled.text).toContain('$100.00 goes back to the card you paid with.')
    // A cancelled booking has no code to show (its confirmation, written once its job ran after
    // the cancellation, shows the booking as it is then: no code either).
    expect(scannedCode(cancelled)).toBeNull()
    expect(await t.db.selectFrom('jobs').select('key').where('key', 'in', keys).execute()).toEqual([])
  })

  it('sends the reminder when it falls due, once, and the review request after the end', async () => {
    const { tripId, start, nameAr } = await freshTrip()
    const me = await diver('ar')
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 2 })
    const id = booked.data.reservationId
    const reminder = await t.db.selectFrom('jobs').select(['id', 'next_attempt_at']).where('key', '=', messageKey(id, 'reminder')).executeTakeFirstOrThrow()
    expect(reminder.next_attempt_at.toISOString()).toBe(messageSchedule(start, 3).reminder.toISOString())
    expect(reminder.next_attempt_at.toISOString()).toBe(new Date(Date.parse(`${start}T00:00:00Z`) - 48 * 3_600_000).toISOString())
    expect(await sentTo(me.email)).toHaveLength(1)
    // Its time comes.
    await t.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('id', '=', reminder.id).execute()
    const mails = await sentTo(me.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe(`تذكير: ${nameAr} بعد يومين`)
    expect(mails[1]!.text).toContain('قسيمتك محفوظة على هاتفك')
    expect(await sentTo(me.email)).toHaveLength(2)
    // Queued again (a retried confirmation): the keys keep one of each, by mail and by push.
    await inTransaction(t.db, (trx) => queueConfirmation(t.app.jobs, trx, id))
    expect(await t.db.selectFrom('jobs').select('id').where('key', 'like', `booking:${id}:%`).execute()).toHaveLength(6)
    await t.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('key', '=', messageKey(id, 'review')).execute()
    const after = await sentTo(me.email)
    expect(after.map((m) => m.subject)).toHaveLength(3)
    expect(after[2]!.subject).toBe(`كيف كانت ${nameAr}؟`)
    expect(links(after[2]!.text!)).toEqual([`${PUBLIC_URL}/user/booking`])
    const inApp = await t.db.selectFrom('notifications').select('type').where('user_id', '=', me.userId).where('item_id', '=', id).orderBy('id').execute()
    expect(inApp.map((row) => row.type)).toEqual([1, 3, 4])
  })

  it('sends a receipt for a payment, and follows the diver’s choice except for confirmations and cancellations', async () => {
    const { tripId, name, nameAr } = await freshTrip()
    const me = await diver('en')
    const first = await unpaidBooking(me.userId, tripId)
    await pay(me.accessToken, first.id)
    const receipts = await sentTo(me.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.subject).toBe(`Payment received: ${name} (${first.payment_reference})`)
    expect(receipts[0]!.text).toContain('We received your payment of $100.00.')
    // The in-app notice writes the amount as the app does, in both languages (not "100.00 USD").
    const notice = await t.db
      .selectFrom('notifications')
      .select(['text_en', 'text_ar'])
      .where('item_id', '=', first.id)
      .where('type', '=', 2)
      .executeTakeFirstOrThrow()
    expect(notice).toEqual({
      text_en: `We received $100.00 for ${name} (${first.payment_reference}).`,
      text_ar: `استلمنا 100.00 دولار أمريكي مقابل ${nameAr} (${first.payment_reference}).`,
    })
    // Paid, the booking's voucher now carries its code, and so does the receipt.
    expect(scannedCode(receipts[0]!)).toBe(first.payment_reference)
    expect(links(receipts[0]!.text!)).toContain(`${PUBLIC_URL}/user/invoice/${first.id}`)

    // "E-mail me about my bookings" off: no receipt, but a confirmation and a cancellation still go.
    await callOk(t.app, SessionResponseSchema, { method: 'POST', url: api('/Users/UpdateProfile'), token: me.accessToken, payload: { bookingMail: false } })
    const second = await unpaidBooking(me.userId, tripId)
    await pay(me.accessToken, second.id)
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 2 })
    await cancelReservation(t.app, me.accessToken, booked.data.reservationId)
    const all = await sentTo(me.email)
    expect(all.map((m) => m.subject!.split(':')[0])).toEqual(['Payment received', 'Booking confirmed', 'Booking cancelled'])
    expect(all[2]!.text).toContain('Nothing was paid for this booking, so nothing is owed back.')
    // The in-app notice of the payment is there whatever the e-mail choice.
    expect(await t.db.selectFrom('notifications').select('id').where('item_id', '=', second.id).where('type', '=', 2).execute()).toHaveLength(1)
  })
  it('mails a new date to a diver who wants no booking mail too: the date they hold the center to, and their calendar, moved', async () => {
    const { tripId, name } = await freshTrip(30)
    // The same trip a week later: another date a booking may move to.
    const later = await anotherDate(t.db, tripId, inDays(37))
    const me = await diver('en')
    await callOk(t.app, SessionResponseSchema, { method: 'POST', url: api('/Users/UpdateProfile'), token: me.accessToken, payload: { bookingMail: false } })
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 2 })
    const quote = (
      await call(t.app, { method: 'GET', url: api(`/Booking/MoveQuote?reservationId=${booked.data.reservationId}&tripId=${later}`), token: me.accessToken })
    ).json as { data: { total: number } }
    const moved = await call(t.app, {
      method: 'POST',
      url: api('/Booking/Move'),
      token: me.accessToken,
      headers: { 'idempotency-key': actionKey('move') },
      payload: { reservationId: booked.data.reservationId, tripId: later, expectedTotal: quote.data.total },
    })
    expect(moved.status).toBe(200)
    const mails = await sentTo(me.email)
    expect(mails.map((mail) => mail.subject!.split(':')[0])).toEqual(['Booking confirmed', 'New date'])
    expect(mails[1]!.subject).toContain(name)
  })
  it('attaches the invoice PDF to a receipt, in the diver’s language, with the reference and the amount paid', async () => {
    const { tripId } = await freshTrip()
    for (const lang of ['en', 'ar'] as const) {
      const me = await diver(lang)
      const booking = await unpaidBooking(me.userId, tripId)
      await pay(me.accessToken, booking.id)
      const [receipt, ...others] = await sentTo(me.email)
      expect(others).toEqual([])
      expect(receipt!.subject).toContain(booking.payment_reference)
      const pdfs = receipt!.attachments.filter((a) => a.contentType === 'application/pdf')
      expect(pdfs).toHaveLength(1)
      expect(pdfs[0]!.filename).toBe(`invoice-${booking.payment_reference}.pdf`)
      expect(pdfs[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const runs = await pdfRuns(pdfs[0]!.content)
      // The words and figures of the invoice page, the amount written as the app writes it.
      const paid = lang === 'en' ? '$100.00' : '100.00 دولار أمريكي'
      const words =
        lang === 'en'
          ? { paid: 'Amount paid', reference: 'Payment reference', title: 'Invoice' }
          : { paid: 'المبلغ المدفوع', reference: 'مرجع الدفع', title: 'فاتورة' }
      expect(runs).toContain(words.title)
      expect(runs).toContain(`${words.reference}: ${booking.payment_reference}`)
      expect(runs.filter((run) => run.endsWith(`: INV-${booking.payment_reference}`))).toHaveLength(1)
      expect(runs[runs.indexOf(words.paid) + 1]).toBe(paid)
      if (lang === 'ar') {
        expect(runs.join(' ')).toMatch(/[\u0621-\u064A]{3}/)
        expect(runs.join(' ')).not.toMatch(/Amount paid|Invoice number/)
      } else expect(runs.join(' ')).not.toMatch(/[\u0600-\u06FF]/)
    }
  })
})

/**
 * The content lines of a calendar file as it arrived: each at most 75 octets of UTF-8 (RFC 5545
 * §3.1) and whole characters (a decoder that refuses a cut character reads each), CRLF after every one.
 */
function calendarLines(bytes: Buffer): string[] {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const lines: string[] = []
  let from = 0
  for (let at = bytes.indexOf('\r\n', from); at !== -1; at = bytes.indexOf('\r\n', from)) {
    const line = bytes.subarray(from, at)
    expect(line.length, `line ${lines.length + 1}: ${line.toString('utf8')}`).toBeLessThanOrEqual(75)
    lines.push(decoder.decode(line))
    from = at + 2
  }
  expect(from).toBe(bytes.length)
  for (const line of lines) expect(line).not.toMatch(/[\r\n]/)
  return lines
}
/** The lines a reader gets back by unfolding: a line that starts with a space goes on the one before it, without the space. */
const unfold = (lines: string[]) =>
  lines.reduce<string[]>((all, line) => (line.startsWith(' ') ? [...all.slice(0, -1), all.at(-1)! + line.slice(1)] : [...all, line]), [])
const field = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1)
const calendarOf = (mail: ParsedMail) => mail.attachments.find((a) => a.contentType === 'text/calendar')!.content

/**
 * Money, dates, telephone numbers and addresses in a mail as the app writes them (shared/format.ts),
 * read from what the SMTP server received and compared with text written out here.
 */
describe('what a booking mail writes, as the app writes it', () => {
  const sentOf = async (email: string, subject: RegExp) => (await sentTo(email)).filter((mail) => subject.test(mail.subject ?? ''))

  it('in English: money in dollars beside the charged amount, dates by name, the deadline on the center’s clock, the telephone grouped', async () => {
    const { tripId, start, name } = await freshTrip(12, { currency: 'EGP', netPrice: 3000 })
    const me = await diver('en')
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 3 })
    const [mail] = await sentOf(me.email, /^Booking confirmed/)
    const text = mail!.text!
    expect(text).toContain(`Booking: ${name}`)
    expect(text).toContain(`Dates: ${written(start, 'en')} – ${written(addDays(start, 2), 'en')}`)
    expect(text).toContain(`Center: ${CENTER.en.name}, ${CENTER.en.city} · +20 65 344 1234`)
    expect(text).toContain(`Total: $61.86 (EGP${NBSP}3,000.00)`)
    expect(text).toContain(`Paid: $61.86 (EGP${NBSP}3,000.00)`)
    expect(text).toContain(`Free cancellation until ${midnightOf(addDays(start, -2), 'en')}, the dive center's local time: everything back.`)
    expect(text).toContain(`Cancelled before ${written(addDays(start, -7), 'en')}: 100% back.`)
    expect(text).toContain('Later, or once it has started: nothing back.')
    // The plain part has no picture: it gives the reference the code stands for, never a colon with nothing after it.
    expect(text).toContain(`Show your booking reference at the center: ${booked.data.paymentRefrence}`)
    expect(text).not.toMatch(/:\s*$/m)
    expect(mail!.html).toContain('Show this code at the center:')
    expect(text.trimEnd().split('\n').at(-1)).toBe('Reefline')
  })

  it('in Arabic: the currency by name, one style of date, the telephone isolated left to right, the Arabic comma', async () => {
    const { tripId, start, nameAr } = await freshTrip(12, { currency: 'EGP', netPrice: 3000 })
    const me = await diver('ar')
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 3 })
    const [mail] = await sentOf(me.email, /^تم تأكيد حجزك/)
    const text = mail!.text!
    expect(text).toContain(`الحجز: ${nameAr}`)
    expect(text).toContain(`التاريخ: ${written(start, 'ar')} – ${written(addDays(start, 2), 'ar')}`)
    expect(text).toContain(`المركز: ${CENTER.ar.name}، ${CENTER.ar.city} · ${LRI}+20 65 344 1234${PDI}`)
    expect(text).toContain('الإجمالي: 61.86 دولار أمريكي (3,000.00 جنيه مصري)')
    expect(text).toContain('المدفوع: 61.86 دولار أمريكي (3,000.00 جنيه مصري)')
    expect(text).toContain(`إلغاء مجاني حتى ${midnightOf(addDays(start, -2), 'ar')} بالتوقيت المحلي لمركز الغوص: يُعاد المبلغ كاملًا.`)
    expect(text).toContain(`الإلغاء قبل ${written(addDays(start, -7), 'ar')}: يُعاد 100\u200e%\u200e.`)
    expect(text).toContain(`الإلغاء قبل ${written(addDays(start, -2), 'ar')}: يُعاد 50\u200e%\u200e.`)
    expect(text).toContain('بعد ذلك أو بعد البدء: لا يُعاد شيء.')
    expect(text).toContain(`أظهر الرقم المرجعي لحجزك في المركز: ${booked.data.paymentRefrence}`)
    expect(text).not.toMatch(/:\s*$/m)
    // No Latin symbol, no abbreviation, no right-to-left mark before a figure, no date in digits alone.
    expect(text).not.toMatch(/US\$|\$|ج\.م\.|\u200f|\d+\/\d+\/\d+/)
    expect(text.trimEnd().split('\n').at(-1)).toBe('ريفلاين')
  })

  it('tells a diver who paid and lost it so, and a policy with no tier left that nothing comes back from now on', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { tripId } = await freshTrip(1, { currency: 'EGP', netPrice: 3000 })
      const me = await diver(lang)
      const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 1, useWallet: false })
      await cancelReservation(t.app, me.accessToken, booked.data.reservationId)
      const [confirmed, cancelled, ...others] = await sentTo(me.email)
      expect(others).toEqual([])
      if (lang === 'en') {
        expect(confirmed!.text).toContain('Cancellation policy\nCancelled from now on: nothing back.\n')
        expect(confirmed!.text).not.toContain('Later')
        expect(cancelled!.text).toContain(`Refund: $0.00 (EGP${NBSP}0.00)`)
        expect(cancelled!.text).toContain(`Cancellation fee: $61.86 (EGP${NBSP}3,000.00)`)
        expect(cancelled!.text).toContain(
          `The $61.86 (EGP${NBSP}3,000.00) you paid does not come back: the cancellation policy gives nothing back this close to the start.`,
        )
        expect(cancelled!.text).not.toContain('Nothing was paid')
      } else {
        expect(confirmed!.text).toContain('سياسة الإلغاء\nالإلغاء من الآن فصاعدًا: لا يُعاد شيء.\n')
        expect(confirmed!.text).not.toContain('بعد ذلك')
        expect(cancelled!.text).toContain('رسوم الإلغاء: 61.86 دولار أمريكي (3,000.00 جنيه مصري)')
        expect(cancelled!.text).toContain(
          'لن يُعاد إليك شيء من المبلغ الذي دفعته، وهو 61.86 دولار أمريكي (3,000.00 جنيه مصري)، إذ لا تُعيد سياسة الإلغاء شيئًا عند الإلغاء قبل موعد البدء بهذه المدة القصيرة.',
        )
        expect(cancelled!.text).not.toMatch(/لم يُدفع|لم تدفع/)
      }
    }
  })

  it('sends the calendar event folded at 75 octets, and its cancellation as METHOD:CANCEL of the same UID, one sequence on', async () => {
    // A long Arabic name: two octets a letter, past 75 octets on one line.
    const longName = 'رحلة غوص لثلاثة أيام إلى شعاب الأخوين ودايدالوس وإلفنستون مع الغوص الليلي'
    const { tripId, start, name } = await freshTrip(12, { currency: 'EGP', netPrice: 3000, nameAr: longName })
    const me = await diver('ar')
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 1, useWallet: false })
    await cancelReservation(t.app, me.accessToken, booked.data.reservationId, 'original')
    const [confirmed, cancelled] = await sentTo(me.email)
    const published = calendarLines(calendarOf(confirmed!))
    const withdrawn = calendarLines(calendarOf(cancelled!))
    // Folded where it had to be, and whole again once unfolded.
    expect(published.some((line) => line.startsWith(' '))).toBe(true)
    const event = unfold(published)
    expect(field(event, 'SUMMARY')).toBe(longName)
    // Arabic parts joined with the Arabic comma, which iCalendar does not escape (shared/address.ts).
    expect(field(event, 'LOCATION')).toBe(`الرصيف ٣، المرسى الشمالي، ${CENTER.ar.name}، ${CENTER.ar.city}`)
    expect(field(event, 'DTSTART;VALUE=DATE')).toBe(start.replaceAll('-', ''))
    expect(field(event, 'METHOD')).toBe('PUBLISH')
    expect(field(event, 'STATUS')).toBe('CONFIRMED')
    expect(field(event, 'SEQUENCE')).toBe('0')
    const cancel = unfold(withdrawn)
    expect(field(cancel, 'METHOD')).toBe('CANCEL')
    expect(field(cancel, 'STATUS')).toBe('CANCELLED')
    expect(field(cancel, 'UID')).toBe(field(event, 'UID'))
    expect(field(cancel, 'UID')).toBe(`reservation-${booked.data.reservationId}@reefline`)
    expect(Number(field(cancel, 'SEQUENCE'))).toBeGreaterThan(Number(field(event, 'SEQUENCE')))
    expect(field(cancel, 'SUMMARY')).toBe(longName)
    expect(cancelled!.attachments.find((a) => a.contentType === 'text/calendar')!.filename).toBe(`reefline-${booked.data.paymentRefrence}.ics`)
    // The refund to the card, written as the app writes it.
    expect(cancelled!.text).toContain('سيُعاد 61.86 دولار أمريكي (3,000.00 جنيه مصري) إلى البطاقة التي دفعت بها.')
    // The in-app notices say it in both languages the same way, never "3000.00 EGP".
    const notices = await t.db
      .selectFrom('notifications')
      .select(['type', 'text_en', 'text_ar'])
      .where('item_id', '=', booked.data.reservationId)
      .orderBy('id')
      .execute()
    expect(notices.map((row) => row.type)).toEqual([1, 5])
    expect(notices[0]!.text_en).toBe(`${name} on ${written(start, 'en')} is confirmed (${booked.data.paymentRefrence}).`)
    expect(notices[0]!.text_ar).toBe(`تم تأكيد ${longName} بتاريخ ${written(start, 'ar')} (${booked.data.paymentRefrence}).`)
    expect(notices[1]!.text_en).toBe(`$61.86 (EGP${NBSP}3,000.00) goes back to your card.`)
    expect(notices[1]!.text_ar).toBe('سيُعاد 61.86 دولار أمريكي (3,000.00 جنيه مصري) إلى بطاقتك.')
  })
})

/**
 * An account is usable at once, before its address is confirmed: booking mail to an address nobody
 * confirmed is held to a few confirmations an hour, and the rest waits for the confirmation. Mails
 * of different bookings may leave in any order (the job workers run several at once); each booking's
 * keep theirs.
 */
describe('booking mail to an address nobody confirmed', () => {
  type Booked = Awaited<ReturnType<typeof book>>
  const subjects = (mails: ParsedMail[]) => mails.map((mail) => mail.subject ?? '')
  const confirmedSubject = (booked: Booked) => `Booking confirmed: ${booked.data.tripName} (${booked.data.paymentRefrence})`
  const cancelledSubject = (booked: Booked) => `Booking cancelled: ${booked.data.tripName} (${booked.data.paymentRefrence})`
  /** What one booking's mails said, in the order they arrived. */
  const of = (all: string[], booked: Booked) => all.filter((subject) => subject.endsWith(`(${booked.data.paymentRefrence})`))
  const bookOnArrival = (token: string, tripId: number) => book(token, { tripId, seats: 1, paymentType: 2 })

  it('mails three confirmations an hour and nothing else, however fast the account books and cancels', async () => {
    expect(UNCONFIRMED_CONFIRMATIONS_PER_HOUR).toBe(3)
    const { tripId } = await freshTrip()
    const me = await diver('en', { confirmed: false })
    const booked: Booked[] = []
    for (let i = 0; i < 8; i++) {
      const one = await bookOnArrival(me.accessToken, tripId)
      expect((await cancelReservation(t.app, me.accessToken, one.data.reservationId)).status).toBe(200)
      booked.push(one)
    }
    const mails = subjects(await sentTo(me.email))
    expect(mails).toHaveLength(3)
    expect(new Set(mails).size).toBe(3)
    for (const subject of mails) expect(booked.map(confirmedSubject)).toContain(subject)
    // The diver is told all of it in the app, and the job queue is not held up by what waits.
    const ids = booked.map((one) => one.data.reservationId)
    const inApp = await t.db.selectFrom('notifications').select(['item_id', 'type']).where('user_id', '=', me.userId).orderBy('id').execute()
    expect(inApp).toEqual(
      ids.flatMap((id) => [
        { item_id: id, type: 1 },
        { item_id: id, type: 5 },
      ]),
    )
    const waiting = await t.db.selectFrom('jobs').select('key').where('kind', '=', 'booking-message').where('done_at', 'is', null).execute()
    expect(waiting.filter((row) => ids.some((id) => row.key?.startsWith(`booking:${id}:`)))).toEqual([])
    // Still within the hour: a ninth booking's confirmation waits too.
    const ninth = await bookOnArrival(me.accessToken, tripId)
    expect(subjects(await sentTo(me.email))).toEqual(mails)
    expect(of(mails, ninth)).toEqual([])
  })

  it('sends what waited once the address is confirmed, each booking’s mails in order, and then caps nothing', async () => {
    const { tripId } = await freshTrip()
    const me = await diver('en', { confirmed: false })
    const booked: Booked[] = []
    for (let i = 0; i < 5; i++) booked.push(await bookOnArrival(me.accessToken, tripId))
    const cancelled = [booked[0]!, booked[4]!]
    for (const one of cancelled) await cancelReservation(t.app, me.accessToken, one.data.reservationId)
    const before = subjects(await sentTo(me.email))
    expect(before).toHaveLength(3)
    expect(before.every((subject) => subject.startsWith('Booking confirmed: '))).toBe(true)

    await confirmAddress(me.email, me.accessToken)
    const after = subjects(await sentTo(me.email))
    // What went before stays as it was; what waited follows, once each, each booking's in order.
    expect(after.slice(0, 3)).toEqual(before)
    expect(after).toHaveLength(7)
    for (const one of booked) {
      expect(of(after, one)).toEqual(cancelled.includes(one) ? [confirmedSubject(one), cancelledSubject(one)] : [confirmedSubject(one)])
    }
    // Confirmed, the address is mailed like any other: no cap, nothing held.
    const more: Booked[] = []
    for (let i = 0; i < 4; i++) more.push(await bookOnArrival(me.accessToken, tripId))
    await cancelReservation(t.app, me.accessToken, more[0]!.data.reservationId)
    const later = subjects(await sentTo(me.email)).slice(after.length)
    expect(later).toHaveLength(5)
    expect(of(later, more[0]!)).toEqual([confirmedSubject(more[0]!), cancelledSubject(more[0]!)])
    for (const one of more.slice(1)) expect(of(later, one)).toEqual([confirmedSubject(one)])
    expect(await t.db.selectFrom('unconfirmed_booking_mail').select('id').where('user_id', '=', me.userId).execute()).toEqual([])
  })

  it('keeps a booking’s order when one of its mails queued before the confirmation runs after it', async () => {
    const { tripId } = await freshTrip()
    const me = await diver('en', { confirmed: false })
    const booked: Booked[] = []
    for (let i = 0; i < 4; i++) booked.push(await bookOnArrival(me.accessToken, tripId))
    const mails = subjects(await sentTo(me.email))
    expect(mails).toHaveLength(3)
    const waiting = booked.find((one) => of(mails, one).length === 0)!
    // Its confirmation waits; its cancellation is queued but has not run when the address is confirmed.
    const outcome = { refund: 0, fee: 0, toCard: 0, toWalletUsd: 0, currency: 'USD' }
    await inTransaction(t.db, (trx) => queueCancellation(t.app.jobs, trx, waiting.data.reservationId, outcome))
    await confirmAddress(me.email, me.accessToken)
    // The cancellation waits for the confirmation that waited (its retry is brought forward here).
    await t.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('key', '=', messageKey(waiting.data.reservationId, 'cancelled')).execute()
    expect(of(subjects(await sentTo(me.email)), waiting)).toEqual([confirmedSubject(waiting), cancelledSubject(waiting)])
  })

  it('leaves a confirmed address alone: the demo diver books and cancels as often as they like', async () => {
    const { tripId } = await freshTrip()
    const demo = await loginDemo(t.app)
    const before = (await sentTo(DEMO_EMAIL)).length
    const booked: Booked[] = []
    for (let i = 0; i < 5; i++) {
      const one = await bookOnArrival(demo.accessToken, tripId)
      await cancelReservation(t.app, demo.accessToken, one.data.reservationId)
      booked.push(one)
    }
    const mails = subjects((await sentTo(DEMO_EMAIL)).slice(before))
    expect(mails).toHaveLength(10)
    for (const one of booked) expect(of(mails, one)).toEqual([confirmedSubject(one), cancelledSubject(one)])
  })

  it('greets by a name cleaned of line breaks, links and markup, in the code mail and the booking mail', async () => {
    const { tripId } = await freshTrip()
    const email = `mail-name-${n++}@reefline.test`
    const name = 'Sara\r\nYour account is locked: https://evil.example/login <b>www.evil.example</b> now'
    const response = await call(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name, email, password: 'Blue-Hole-Dahab-1' } })
    expect(response.status).toBe(201)
    const { accessToken } = v.parse(SessionResponseSchema, response.json).data
    await bookOnArrival(accessToken, tripId)
    await t.app.jobs.drain()
    const mails = smtp.messages.filter(to(email))
    expect(mails.map((mail) => mail.subject?.split(':')[0])).toEqual(['Your Reefline code', 'Booking confirmed'])
    for (const mail of mails) {
      expect(mail.text!.split('\n')[0]).toBe('Hello Sara Your account is locked: now,')
      expect(mail.text).not.toMatch(/evil|<b>|\r/)
      expect(mail.subject).not.toMatch(/evil|Sara/)
    }
    expect(mails[1]!.html).toContain('<p>Hello Sara Your account is locked: now,</p>')
    expect(mails[1]!.html).not.toContain('evil')
  })
})
