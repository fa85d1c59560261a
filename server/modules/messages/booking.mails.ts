import { createEvent } from 'ics'
import { bookingFigures, startsAt, type Voucher, voucherShowsCode } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { greeting as greetingFor } from '../../lib/greeting.ts'
import { calendarDay, longDate } from '../../lib/intl.ts'
import type { Mail } from '../../lib/mailer.ts'
import { voucherCodePng } from './voucher-code.ts'

const DAY_MS = 86_400_000

/** What happened to a booking that the diver is written to about. */
export type BookingEvent = 'confirmed' | 'paid' | 'cancelled' | 'reminder' | 'review'

/** Where a cancelled booking's money went, as the cancellation decided it. */
export type CancellationOutcome = { refund: number; fee: number; toCard: number; toWalletUsd: number; currency: string }

export type BookingMailInput = {
  event: BookingEvent
  to: string
  name: string
  lang: Lang
  voucher: Voucher
  cancellation: CancellationOutcome | null
  /** the configured origin: the only one a link in a mail points at */
  publicUrl: string
  /** the invoice as a PDF in the diver's language, which a receipt carries (`invoicePdf`, made outside any transaction) */
  invoicePdf?: Buffer | null
}

const moneyFormats = new Map<string, Intl.NumberFormat>()
/** Money as the app shows it (src/lib/money.ts: the reader's language, the currency's own minor unit). */
export function money(amount: number, currency: string, lang: Lang): string {
  const key = `${lang}:${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { style: 'currency', currency })
    } catch {
      format = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 })
    }
    moneyFormats.set(key, format)
  }
  const text = format.format(amount)
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The last day of a departure that starts on `start` and lasts `days` days. */
const lastDay = (start: string, days: number) => dayOf(startsAt(start) + (Math.max(1, days) - 1) * DAY_MS)

/** The policy with its real dates: until which day how much comes back, as the server applies it (`refundPercent`). */
function policyLines(voucher: Voucher, lang: Lang): string[] {
  const start = startsAt(voucher.reservation.startDate)
  const lines: string[] = []
  const on = (ms: number) => longDate(new Date(ms), lang)
  if (voucher.freeCancellationUntil) {
    lines.push(
      lang === 'ar'
        ? `إلغاء مجاني حتى ${on(Date.parse(voucher.freeCancellationUntil))}: يُعاد المبلغ كاملًا.`
        : `Free cancellation until ${on(Date.parse(voucher.freeCancellationUntil))}: everything back.`,
    )
  }
  const tiers = [...voucher.policy.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  for (const tier of tiers) {
    const until = start - tier.minDaysBefore * DAY_MS
    if (until <= Date.now()) continue
    lines.push(lang === 'ar' ? `الإلغاء قبل ${on(until)}: يُعاد ${tier.refundPercent}٪.` : `Cancelled before ${on(until)}: ${tier.refundPercent}% back.`)
  }
  lines.push(lang === 'ar' ? 'بعد ذلك أو بعد البدء: لا يُعاد شيء.' : 'Later, or once it has started: nothing back.')
  return lines
}

/** A picture carried in the message itself (an inline attachment), drawn where its block is. */
type Picture = { cid: string; alt: string }
type Block = { heading?: string; lines: string[]; picture?: Picture }
type Link = { label: string; href: string }

const pictureHtml = (picture: Picture) =>
  `<p style="margin:8px 0"><img src="cid:${escapeHtml(picture.cid)}" alt="${escapeHtml(picture.alt)}" width="174" height="174" style="display:block;border:0"></p>`

/** One message in both parts: plain text, and HTML laid out in the reader's direction. */
function compose(to: string, lang: Lang, subject: string, greeting: string, blocks: Block[], links: Link[]): Omit<Mail, 'attachments'> {
  const text = [
    greeting,
    '',
    ...blocks.flatMap((b) => [...(b.heading ? [b.heading] : []), ...b.lines, '']),
    ...links.map((l) => `${l.label}: ${l.href}`),
    '',
    'Reefline',
  ].join('\n')
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const align = lang === 'ar' ? 'right' : 'left'
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:16px;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#0b2530;background:#f4f8fa">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;text-align:${align}">
<p>${escapeHtml(greeting)}</p>
${blocks.map((b) => `${b.heading ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(b.heading)}</h2>` : ''}${b.lines.map((l) => `<p style="margin:4px 0">${escapeHtml(l)}</p>`).join('')}${b.picture ? pictureHtml(b.picture) : ''}`).join('\n')}
<p style="margin-top:16px">${links.map((l) => `<a href="${escapeHtml(l.href)}" style="color:#006d8f">${escapeHtml(l.label)}</a>`).join(' · ')}</p>
<p style="color:#557">Reefline</p>
</div>
</body>
</html>`
  return { to, subject, text, html }
}

/** The trip's days as a calendar event the diver's calendar takes in (all-day, the end day exclusive). */
export function bookingCalendar(voucher: Voucher, lang: Lang, publicUrl: string): string {
  const r = voucher.reservation
  const name = r.tripName ?? r.courseName ?? ''
  const [y, m, d] = r.startDate.split('-').map(Number) as [number, number, number]
  const end = dayOf(startsAt(r.startDate) + Math.max(1, voucher.days) * DAY_MS)
    .split('-')
    .map(Number) as [number, number, number]
  const { error, value } = createEvent({
    productId: 'reefline/booking',
    uid: `reservation-${r.reservationId}@reefline`,
    title: name,
    start: [y, m, d],
    end,
    location: [voucher.meetingPoint, voucher.branch.name, voucher.branch.city].filter(Boolean).join(', '),
    description: `${r.paymentRefrence} · ${voucher.branch.name}${lang === 'ar' ? ' · القسيمة' : ' · Voucher'}: ${publicUrl}/user/voucher/${r.reservationId}`,
    url: `${publicUrl}/user/voucher/${r.reservationId}`,
  })
  if (error || !value) throw new Error(`could not make the calendar event: ${String(error)}`)
  return value
}

/**
 * The e-mail for one booking event, in the diver's language. Figures are the contract's
 * `bookingFigures`, as every screen shows them; links are built on the configured origin only.
 */
export function bookingMail({ event, to, name, lang, voucher, cancellation, publicUrl, invoicePdf }: BookingMailInput): Mail {
  const ar = lang === 'ar'
  const r = voucher.reservation
  const item = r.tripName ?? r.courseName ?? ''
  const figures = bookingFigures(r)
  const m = (amount: number, currency = figures.currency) => money(amount, currency, lang)
  const voucherLink = { label: ar ? 'افتح القسيمة' : 'Open the voucher', href: `${publicUrl}/user/voucher/${r.reservationId}` }
  const invoiceLink = { label: ar ? 'الفاتورة' : 'Invoice', href: `${publicUrl}/user/invoice/${r.reservationId}` }
  // The name is the diver's own words, and the address may not be theirs: cleaned, never as typed.
  const greeting = greetingFor(name, lang)
  const dates =
    voucher.days > 1 ? `${calendarDay(r.startDate, lang)} – ${calendarDay(lastDay(r.startDate, voucher.days), lang)}` : calendarDay(r.startDate, lang)
  const details: Block = {
    lines: [
      `${ar ? 'الحجز' : 'Booking'}: ${item}`,
      `${ar ? 'الرقم المرجعي' : 'Reference'}: ${r.paymentRefrence}`,
      `${ar ? 'التاريخ' : 'Dates'}: ${dates}`,
      `${ar ? 'المقاعد' : 'Seats'}: ${r.seats}`,
      `${ar ? 'مكان اللقاء' : 'Meeting point'}: ${voucher.meetingPoint}`,
      `${ar ? 'المركز' : 'Center'}: ${voucher.branch.name}, ${voucher.branch.city}${voucher.branch.tel ? ` · ${voucher.branch.tel}` : ''}`,
    ],
  }
  // The code the center scans, as on the voucher screen and by its rule: only once nothing is due
  // before the day (an unpaid pay-now booking's mail says what is due instead).
  const code = voucherShowsCode(r) ? { cid: `voucher-${r.reservationId}@reefline`, png: voucherCodePng(r.paymentRefrence) } : null
  const codeBlock: Block[] = code
    ? [
        {
          lines: [ar ? 'أظهر هذا الرمز في المركز:' : 'Show this code at the center:'],
          picture: { cid: code.cid, alt: ar ? `رمز QR للرقم المرجعي ${r.paymentRefrence}` : `QR code of the booking reference ${r.paymentRefrence}` },
        },
      ]
    : []
  const codeAttachment = code
    ? [
        {
          filename: `reefline-${r.paymentRefrence}.png`,
          content: code.png.toString('base64'),
          encoding: 'base64' as const,
          contentType: 'image/png',
          cid: code.cid,
        },
      ]
    : []
  const moneyBlock: Block = {
    heading: ar ? 'الدفع' : 'Payment',
    lines: [
      `${ar ? 'الإجمالي' : 'Total'}: ${m(figures.total)}`,
      `${ar ? 'المدفوع' : 'Paid'}: ${m(figures.paid)}`,
      ...(figures.due > 0 ? [`${ar ? 'المستحق الآن' : 'Due now'}: ${m(figures.due)}`] : []),
      ...(figures.dueAtCenter > 0 ? [`${ar ? 'يُدفع في المركز عند الوصول' : 'To pay at the center on arrival'}: ${m(figures.dueAtCenter)}`] : []),
    ],
  }
  switch (event) {
    case 'confirmed': {
      const subject = ar ? `تم تأكيد حجزك: ${item} (${r.paymentRefrence})` : `Booking confirmed: ${item} (${r.paymentRefrence})`
      const body = compose(
        to,
        lang,
        subject,
        greeting,
        [
          { lines: [ar ? 'تم تأكيد حجزك. أظهر هذه القسيمة في المركز يوم الرحلة.' : 'Your booking is confirmed. Show this voucher at the center on the day.'] },
          details,
          ...codeBlock,
          moneyBlock,
          { heading: ar ? 'سياسة الإلغاء' : 'Cancellation policy', lines: policyLines(voucher, lang) },
        ],
        [voucherLink, invoiceLink],
      )
      return {
        ...body,
        attachments: [
          {
            filename: `reefline-${r.paymentRefrence}.ics`,
            content: bookingCalendar(voucher, lang, publicUrl),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
          ...codeAttachment,
        ],
      }
    }
    case 'paid': {
      const subject = ar ? `إيصال الدفع: ${item} (${r.paymentRefrence})` : `Payment received: ${item} (${r.paymentRefrence})`
      const body = compose(
        to,
        lang,
        subject,
        greeting,
        [
          { lines: [ar ? `استلمنا دفعتك بقيمة ${m(figures.paid)}. شكرًا لك.` : `We received your payment of ${m(figures.paid)}. Thank you.`] },
          details,
          ...codeBlock,
          moneyBlock,
        ],
        [invoiceLink, voucherLink],
      )
      const invoiceAttachment = invoicePdf
        ? [
            {
              filename: `invoice-${r.paymentRefrence}.pdf`,
              content: invoicePdf.toString('base64'),
              encoding: 'base64' as const,
              contentType: 'application/pdf',
            },
          ]
        : []
      return { ...body, attachments: [...codeAttachment, ...invoiceAttachment] }
    }
    case 'cancelled': {
      const c = cancellation ?? { refund: 0, fee: 0, toCard: 0, toWalletUsd: 0, currency: figures.currency }
      const where: string[] = []
      if (c.toCard > 0)
        where.push(ar ? `سيُعاد ${m(c.toCard, c.currency)} إلى البطاقة التي دفعت بها.` : `${m(c.toCard, c.currency)} goes back to the card you paid with.`)
      if (c.toWalletUsd > 0)
        where.push(ar ? `أُضيف ${m(c.toWalletUsd, 'USD')} إلى محفظتك في ريفلاين.` : `${m(c.toWalletUsd, 'USD')} is in your Reefline wallet.`)
      if (where.length === 0) where.push(ar ? 'لم يُدفع شيء يُعاد.' : 'Nothing paid comes back.')
      const subject = ar ? `تم إلغاء حجزك: ${item} (${r.paymentRefrence})` : `Booking cancelled: ${item} (${r.paymentRefrence})`
      return compose(
        to,
        lang,
        subject,
        greeting,
        [
          { lines: [ar ? 'تم إلغاء حجزك وعادت المقاعد إلى البيع.' : 'Your booking was cancelled and its seats are back on sale.'] },
          details,
          {
            heading: ar ? 'المبلغ المسترد' : 'Refund',
            lines: [
              `${ar ? 'المسترد' : 'Refund'}: ${m(c.refund, c.currency)}`,
              `${ar ? 'رسوم الإلغاء' : 'Cancellation fee'}: ${m(c.fee, c.currency)}`,
              ...where,
            ],
          },
        ],
        [invoiceLink],
      )
    }
    case 'reminder': {
      const subject = ar ? `تذكير: ${item} بعد يومين` : `Reminder: ${item} in two days`
      return compose(
        to,
        lang,
        subject,
        greeting,
        [
          {
            lines: [
              ar
                ? 'قسيمتك محفوظة على هاتفك — افتح التطبيق مرة واحدة الآن وهو متصل بالإنترنت لتكون جاهزة على القارب.'
                : 'Your voucher is saved on your phone — open the app once now, while you are online, so it is ready on the boat.',
            ],
          },
          details,
          moneyBlock,
        ],
        [voucherLink],
      )
    }
    case 'review': {
      const subject = ar ? `كيف كانت ${item}؟` : `How was ${item}?`
      return compose(
        to,
        lang,
        subject,
        greeting,
        [
          {
            lines: [
              ar
                ? `نأمل أنك استمتعت بـ${item} مع ${voucher.branch.name}. شارك تقييمك ليساعد الغواصين الآخرين.`
                : `We hope you enjoyed ${item} with ${voucher.branch.name}. Your review helps other divers choose.`,
            ],
          },
        ],
        [{ label: ar ? 'اكتب تقييمك' : 'Write your review', href: `${publicUrl}/user/booking` }],
      )
    }
  }
}
