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

/** A three-day trip at a center that takes both ways of paying, starting in `days` days. */
async function freshTrip(days = 12) {
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
      meeting_point_en: 'Jetty 3, North Marina',
      meeting_point_ar: 'الرصيف ٣، المرسى الشمالي',
    })
    .where('id', '=', branch.id)
    .execute()
  const start = inDays(days)
  const nameAr = `رحلة الشعاب ${n}`
  const trip = await t.db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'diving',
      name_en: `Reef Safari ${n++}`,
      name_ar: nameAr,
      image_url: '/x.svg',
      days: 3,
      start_date: start,
      seats_total: 10,
      seats_available: 10,
      number_of_dives: 6,
      price: 120,
      net_price: 100,
      currency: 'USD',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { tripId: trip.id, start, nameAr }
}

/** The diver confirms their address with the code mailed at sign-up (its subject carries it), as the app's screen does. */
async function confirmAddress(email: string, token: string) {
  await t.app.outbox.drain()
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
  await t.app.outbox.drain()
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

/** The text runs pdf.js reads from page 1 of a PDF, as a reader's viewer would find them (direction marks left out, as the PDF drops them). */
async function pdfRuns(bytes: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const content = await (await document.getPage(1)).getTextContent()
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str.normalize('NFKC')] : []))
}
const withoutMarks = (text: string) => text.replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '')

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
    const day = (d: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`))
    expect(mail.text).toContain(`Cancelled before ${day(addDays(start, -7))}: 100% back.`)
    expect(mail.text).toContain(`Cancelled before ${day(addDays(start, -2))}: 50% back.`)
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
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 2 })
    const [mail] = await sentTo(me.email)
    expect(mail).toBeDefined()
    expect(mail!.subject).toBe(`تم تأكيد حجزك: ${nameAr} (${booked.data.paymentRefrence})`)
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail!.html).toContain('<body dir="rtl"')
    expect(mail!.text).toContain('مكان اللقاء: الرصيف ٣، المرسى الشمالي')
    expect(mail!.text).toContain('يُدفع في المركز عند الوصول')
    expect(mail!.text).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(100))
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
    expect(await t.db.selectFrom('outbox').select('key').where('key', 'in', keys).where('done_at', 'is', null).execute()).toHaveLength(2)
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
    // A cancelled booking has no code to show (its confirmation, written once the outbox ran after
    // the cancellation, shows the booking as it is then: no code either).
    expect(scannedCode(cancelled)).toBeNull()
    expect(await t.db.selectFrom('outbox').select('key').where('key', 'in', keys).execute()).toEqual([])
  })

  it('sends the reminder when it falls due, once, and the review request after the end', async () => {
    const { tripId, start, nameAr } = await freshTrip()
    const me = await diver('ar')
    const booked = await book(me.accessToken, { tripId, seats: 1, paymentType: 2 })
    const id = booked.data.reservationId
    const reminder = await t.db.selectFrom('outbox').select(['id', 'next_attempt_at']).where('key', '=', messageKey(id, 'reminder')).executeTakeFirstOrThrow()
    expect(reminder.next_attempt_at.toISOString()).toBe(messageSchedule(start, 3).reminder.toISOString())
    expect(reminder.next_attempt_at.toISOString()).toBe(new Date(Date.parse(`${start}T00:00:00Z`) - 48 * 3_600_000).toISOString())
    expect(await sentTo(me.email)).toHaveLength(1)
    // Its time comes.
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date() }).where('id', '=', reminder.id).execute()
    const mails = await sentTo(me.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe(`تذكير: ${nameAr} بعد يومين`)
    expect(mails[1]!.text).toContain('قسيمتك محفوظة على هاتفك')
    expect(await sentTo(me.email)).toHaveLength(2)
    // Queued again (a retried confirmation): the keys keep one of each, by mail and by push.
    await inTransaction(t.db, (trx) => queueConfirmation(t.app.outbox, trx, id))
    expect(await t.db.selectFrom('outbox').select('id').where('key', 'like', `booking:${id}:%`).execute()).toHaveLength(6)
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date() }).where('key', '=', messageKey(id, 'review')).execute()
    const after = await sentTo(me.email)
    expect(after.map((m) => m.subject)).toHaveLength(3)
    expect(after[2]!.subject).toBe(`كيف كانت ${nameAr}؟`)
    expect(links(after[2]!.text!)).toEqual([`${PUBLIC_URL}/user/booking`])
    const inApp = await t.db.selectFrom('notifications').select('type').where('user_id', '=', me.userId).where('item_id', '=', id).orderBy('id').execute()
    expect(inApp.map((row) => row.type)).toEqual([1, 3, 4])
  })

  it('sends a receipt for a payment, and follows the diver’s choice except for confirmations and cancellations', async () => {
    const { tripId } = await freshTrip()
    const me = await diver('en')
    const first = await unpaidBooking(me.userId, tripId)
    await pay(me.accessToken, first.id)
    const receipts = await sentTo(me.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.subject).toMatch(new RegExp(`^Payment received: Reef Safari \\d+ \\(${first.payment_reference}\\)$`))
    expect(receipts[0]!.text).toContain('We received your payment of $100.00.')
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
    expect(all[2]!.text).toContain('Nothing paid comes back.')
    // The in-app notice of the payment is there whatever the e-mail choice.
    expect(await t.db.selectFrom('notifications').select('id').where('item_id', '=', second.id).where('type', '=', 2).execute()).toHaveLength(1)
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
      // The words and figures of the invoice page, the amount formatted as the app formats it.
      const paid = withoutMarks(new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(100)).normalize('NFKC')
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
 * An account is usable at once, before its address is confirmed: booking mail to an address nobody
 * confirmed is held to a few confirmations an hour, and the rest waits for the confirmation. Mails
 * of different bookings may leave in any order (the outbox runs several at once); each booking's
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
    const waiting = await t.db.selectFrom('outbox').select('key').where('kind', '=', 'booking-message').where('done_at', 'is', null).execute()
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
    await inTransaction(t.db, (trx) => queueCancellation(t.app.outbox, trx, waiting.data.reservationId, outcome))
    await confirmAddress(me.email, me.accessToken)
    // The cancellation waits for the confirmation that waited (its retry is brought forward here).
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date() }).where('key', '=', messageKey(waiting.data.reservationId, 'cancelled')).execute()
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
    await t.app.outbox.drain()
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
