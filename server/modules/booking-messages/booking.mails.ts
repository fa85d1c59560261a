import { bookingFigures, startsAt, type Voucher, voucherShowsCode } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { onBoardSum, portCallAt, portPlace } from '../../../contract/liveaboards.ts'
import type { Rates } from '../../../contract/wallet.ts'
import { joinAddress } from '../../../shared/address.ts'
import { formatCenterTime, formatCount, formatDay, formatPercent, formatPhone } from '../../../shared/format.ts'
import { greeting as greetingFor } from '../../lib/greeting.ts'
import { bookedCabinText, levelNames } from '../../lib/api-texts.ts'
import { type MoneyText, moneyText } from '../../lib/intl.ts'
import type { Mail } from '../../lib/mailer.ts'
import { bookingWords } from './booking-catalog.ts'
import { bookingCalendar, type CalendarMethod } from './booking.calendar.ts'
import type { BookingEvent, BookingWords } from './booking-words.ts'
import { voucherCodePng } from './voucher-code.ts'

const DAY_MS = 86_400_000

/** Where a cancelled booking's money went, as the cancellation decided it. */
export type CancellationOutcome = {
  refund: number
  fee: number
  toCard: number
  toWalletUsd: number
  currency: string
  /** cancelled by the center's rule: the balance was not paid by this day (YYYY-MM-DD) */
  balanceUnpaid?: string
}

/** What a move to another date did, as it was made (days YYYY-MM-DD; `refundUsd` went to the wallet). */
export type MoveOutcome = { from: string; to: string; fee: number; refundUsd: number; owed: number; owedBy: string | null; currency: string }

export type BookingMailInput = {
  event: BookingEvent
  to: string
  name: string
  lang: Lang
  voucher: Voucher
  cancellation: CancellationOutcome | null
  /** a receipt's amount, what this payment paid (receipts queued before it was kept: everything paid) */
  paid?: number | null
  /** a move's outcome, for its mail */
  move?: MoveOutcome | null
  /** the configured origin: the only one a link in a mail points at */
  publicUrl: string
  /** the mailbox the mail comes from (MAIL_FROM): the calendar event's organizer */
  from: string
  /** today's rates table, to write each amount in US dollars beside the charged one (server/lib/intl.ts) */
  rates: Rates['rates'] | undefined
  /** the invoice as a PDF in the diver's language, which a receipt carries (`invoicePdf`, made outside any transaction) */
  invoicePdf?: Buffer | null
}

/** A picture carried in the message itself (an inline attachment), drawn where its block is. */
type Picture = { cid: string; alt: string }
/** `text`: the plain part's lines where they differ from the HTML's (a picture it cannot show). */
type Block = { heading?: string; lines: string[]; text?: string[]; picture?: Picture }
type Link = { label: string; href: string }
type Attachment = NonNullable<Mail['attachments']>[number]

/** Everything one booking's mail is written from, in the diver's language. */
type Context = BookingMailInput & { w: BookingWords; item: string; money: MoneyText; voucherLink: Link; invoiceLink: Link }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const pictureHtml = (picture: Picture) =>
  `<p style="margin:8px 0"><img src="cid:${escapeHtml(picture.cid)}" alt="${escapeHtml(picture.alt)}" width="174" height="174" style="display:block;border:0"></p>`

/** One message in both parts: plain text, and HTML laid out in the reader's direction. */
function compose({ to, lang, name, w }: Context, subject: string, blocks: Block[], links: Link[]): Omit<Mail, 'attachments'> {
  // The name is the diver's own words, and the address may not be theirs: cleaned, never as typed.
  const greeting = greetingFor(name, lang)
  const text = [
    greeting,
    '',
    ...blocks.flatMap((b) => [...(b.heading ? [b.heading] : []), ...(b.text ?? b.lines), '']),
    ...links.map((l) => `${l.label}: ${l.href}`),
    '',
    w.signature,
  ].join('\n')
  const align = w.dir === 'rtl' ? 'right' : 'left'
  const html = `<!doctype html>
<html lang="${lang}" dir="${w.dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="${w.dir}" style="margin:0;padding:16px;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#0b2530;background:#f4f8fa">
<div dir="${w.dir}" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;text-align:${align}">
<p>${escapeHtml(greeting)}</p>
${blocks.map((b) => `${b.heading ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(b.heading)}</h2>` : ''}${b.lines.map((l) => `<p style="margin:4px 0">${escapeHtml(l)}</p>`).join('')}${b.picture ? pictureHtml(b.picture) : ''}`).join('\n')}
<p style="margin-top:16px">${links.map((l) => `<a href="${escapeHtml(l.href)}" style="color:#006d8f">${escapeHtml(l.label)}</a>`).join(' · ')}</p>
<p style="color:#557">${escapeHtml(w.signature)}</p>
</div>
</body>
</html>`
  return { to, subject, text, html }
}

/** The day a departure of `days` days that starts on `start` ends on. */
const lastDay = (start: string, days: number) => new Date(startsAt(start) + (Math.max(1, days) - 1) * DAY_MS).toISOString().slice(0, 10)

/** What, when, where and with whom, as the voucher says it. */
function details({ voucher, lang, w, item }: Context): Block {
  const r = voucher.reservation
  const end = lastDay(r.startDate, voucher.days)
  const dates = end === r.startDate ? formatDay(r.startDate, lang, 'long') : `${formatDay(r.startDate, lang, 'long')} – ${formatDay(end, lang, 'long')}`
  const tel = voucher.branch.tel ?? voucher.branch.mobile
  const center = `${joinAddress([voucher.branch.name, voucher.branch.city])}${tel ? ` · ${formatPhone(tel, lang)}` : ''}`
  const d = w.details
  // Where and when a liveaboard is boarded, on the center's clock: the one thing of its route a diver must not miss.
  const embark = voucher.liveaboard?.route?.embark
  return {
    lines: [
      `${d.booking}: ${item}`,
      `${d.reference}: ${r.paymentRefrence}`,
      `${d.dates}: ${dates}`,
      `${d.seats}: ${formatCount(r.seats, lang)}`,
      ...(voucher.cabin ? [bookedCabinText(voucher.cabin.name, voucher.cabin.cabins, voucher.cabin.sharedWith, lang)] : []),
      ...(embark ? [`${d.embark}: ${portPlace(embark)} · ${formatCenterTime(portCallAt(embark), lang, 'long')}`] : []),
      `${d.meetingPoint}: ${voucher.meetingPoint}`,
      `${d.center}: ${center}`,
    ],
  }
}

/**
 * Who dives, as the center checks them on the jetty: each named with their certification, the
 * gear set aside for them and a liveaboard's extras they took. Notes stay on the voucher: a mail is forwarded and kept in other places.
 */
function travellers({ voucher, lang, w }: Context): Block[] {
  if (voucher.travellers.length === 0) return []
  const comma = lang === 'ar' ? '، ' : ', '
  const lines = voucher.travellers.map((one) => {
    const level = levelNames[lang][one.level]
    const certification = one.agency ? `${one.agency} ${level}` : level
    const gear = one.gear.map((piece) => (piece.size ? `${piece.name} (${piece.size})` : piece.name)).join(comma)
    const extras = one.extras.map((extra) => extra.name).join(comma)
    return `${one.fullName} · ${certification}${gear ? ` · ${w.travellers.gear}: ${gear}` : ''}${extras ? ` · ${w.travellers.extras}: ${extras}` : ''}`
  })
  return [{ heading: w.travellers.heading, lines }]
}

/** The booking's figures as every screen shows them (the contract's `bookingFigures`). */
function payment({ voucher, lang, w, money }: Context): Block {
  const f = bookingFigures(voucher.reservation)
  return {
    heading: w.money.heading,
    lines: [
      `${w.money.total}: ${money(f.total, f.currency)}`,
      `${w.money.paid}: ${money(f.paid, f.currency)}`,
      ...(f.due > 0 ? [`${w.money.dueNow}: ${money(f.due, f.currency)}`] : []),
      ...(voucher.reservation.balanceDue ? [w.money.balanceBy(formatDay(voucher.reservation.balanceDue, lang, 'long'))] : []),
      ...(f.dueAtCenter > 0 ? [`${w.money.dueAtCenter}: ${money(f.dueAtCenter, f.currency)}`] : []),
    ],
  }
}

/**
 * What a liveaboard's crew collects on board, as the voucher lists it (`liveaboard.onBoard`, made by
 * the liveaboards module for the booking's travellers): each fee, then their sum. Not in the total
 * paid, so the diver reads it before packing cash; nothing for a booking with none.
 */
function onBoard({ voucher, w, money }: Context): Block[] {
  const fees = voucher.liveaboard?.onBoard ?? []
  if (fees.length === 0) return []
  const currency = voucher.reservation.currency
  return [
    {
      heading: w.onBoard.heading,
      lines: [...fees.map((fee) => `${fee.name}: ${money(fee.amount, currency)}`), w.onBoard.total(money(onBoardSum(fees, currency), currency))],
    },
  ]
}

/** The policy with its real dates: until when how much comes back, as the server applies it (`refundPercent`). */
function policy({ voucher, lang, w }: Context): Block {
  const now = Date.now()
  const start = startsAt(voucher.reservation.startDate)
  const lines: string[] = []
  const free = voucher.freeCancellationUntil ? Date.parse(voucher.freeCancellationUntil) : 0
  if (free > now) lines.push(w.policy.free(formatCenterTime(free, lang, 'long')))
  // A tier holds until midnight (UTC, the center's day) of the day it names; one whose day has come is gone.
  const ahead = voucher.policy.tiers
    .filter((tier) => tier.refundPercent > 0 && start - tier.minDaysBefore * DAY_MS > now)
    .sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  for (const tier of ahead) {
    const until = new Date(start - tier.minDaysBefore * DAY_MS).toISOString()
    lines.push(w.policy.tier(formatDay(until, lang, 'long'), formatPercent(tier.refundPercent, lang)))
  }
  lines.push(lines.length > 0 ? w.policy.later : w.policy.nothingNow)
  return { heading: w.policy.heading, lines }
}

/**
 * The code the center scans, as on the voucher screen and by its rule: only once nothing is due
 * before the day (an unpaid pay-now booking's mail says what is due instead). The plain part cannot
 * show a picture: it gives the reference the code stands for.
 */
function voucherCode({ voucher, w }: Context): { blocks: Block[]; attachments: Attachment[] } {
  const r = voucher.reservation
  if (!voucherShowsCode(r)) return { blocks: [], attachments: [] }
  const cid = `voucher-${r.reservationId}@reefline`
  return {
    blocks: [{ lines: [w.code.show], text: [w.code.showReference(r.paymentRefrence)], picture: { cid, alt: w.code.alt(r.paymentRefrence) } }],
    attachments: [
      {
        filename: `reefline-${r.paymentRefrence}.png`,
        content: voucherCodePng(r.paymentRefrence).toString('base64'),
        encoding: 'base64',
        contentType: 'image/png',
        cid,
      },
    ],
  }
}

function calendarAttachment(c: Context, method: CalendarMethod): Attachment {
  return {
    filename: `reefline-${c.voucher.reservation.paymentRefrence}.ics`,
    content: bookingCalendar({ voucher: c.voucher, words: c.w, publicUrl: c.publicUrl, method, organizer: c.from, attendee: c.to }),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  }
}

const subjectOf = (c: Context) => c.w.subject[c.event](c.item, c.voucher.reservation.paymentRefrence)

function confirmedMail(c: Context): Mail {
  const code = voucherCode(c)
  const blocks = [{ lines: [c.w.lead.confirmed] }, details(c), ...travellers(c), ...code.blocks, payment(c), ...onBoard(c), policy(c)]
  return { ...compose(c, subjectOf(c), blocks, [c.voucherLink, c.invoiceLink]), attachments: [calendarAttachment(c, 'PUBLISH'), ...code.attachments] }
}

function paidMail(c: Context): Mail {
  const code = voucherCode(c)
  const figures = bookingFigures(c.voucher.reservation)
  const blocks = [{ lines: [c.w.lead.paid(c.money(c.paid ?? figures.paid, figures.currency))] }, details(c), ...code.blocks, payment(c)]
  const pdf: Attachment[] = c.invoicePdf
    ? [
        {
          filename: `invoice-${c.voucher.reservation.paymentRefrence}.pdf`,
          content: c.invoicePdf.toString('base64'),
          encoding: 'base64',
          contentType: 'application/pdf',
        },
      ]
    : []
  return { ...compose(c, subjectOf(c), blocks, [c.invoiceLink, c.voucherLink]), attachments: [...code.attachments, ...pdf] }
}

/** Where the money went: back to the card, into the wallet, or why nothing comes back. */
function refundLines({ cancellation, voucher, w, money }: Context): string[] {
  const c = cancellation ?? { refund: 0, fee: 0, toCard: 0, toWalletUsd: 0, currency: voucher.reservation.currency }
  const where: string[] = []
  if (c.toCard > 0) where.push(w.refund.toCard(money(c.toCard, c.currency)))
  if (c.toWalletUsd > 0) where.push(w.refund.toWallet(money(c.toWalletUsd, 'USD')))
  // What was paid and not given back is the fee (the cancellation keeps paid − refund).
  if (where.length === 0) where.push(c.fee > 0 ? w.refund.allKept(money(c.fee, c.currency)) : w.refund.nothingPaid)
  return [`${w.refund.refund}: ${money(c.refund, c.currency)}`, `${w.refund.fee}: ${money(c.fee, c.currency)}`, ...where]
}

function cancelledMail(c: Context): Mail {
  const unpaid = c.cancellation?.balanceUnpaid
  const lead = unpaid ? c.w.lead.cancelledUnpaid(formatDay(unpaid, c.lang, 'long')) : c.w.lead.cancelled
  const blocks = [{ lines: [lead] }, details(c), { heading: c.w.refund.heading, lines: refundLines(c) }]
  return { ...compose(c, subjectOf(c), blocks, [c.invoiceLink]), attachments: [calendarAttachment(c, 'CANCEL')] }
}

const reminderMail = (c: Context): Mail => compose(c, subjectOf(c), [{ lines: [c.w.lead.reminder] }, details(c), payment(c)], [c.voucherLink])

/** A deposit booking's balance, a week and two days before its day: how much, by when, and where to pay it. */
function balanceDueMail(c: Context): Mail {
  const f = bookingFigures(c.voucher.reservation)
  const day = formatDay(c.voucher.reservation.balanceDue ?? c.voucher.reservation.startDate, c.lang, 'long')
  return compose(c, subjectOf(c), [{ lines: [c.w.lead.balanceDue(c.money(f.due, f.currency), day)] }, details(c), payment(c)], [c.voucherLink])
}

/** A move: from which day to which, what it cost or gave back, and the calendar event moved with it. */
function movedMail(c: Context): Mail {
  const m = c.move
  const r = c.voucher.reservation
  const day = (date: string) => formatDay(date, c.lang, 'long')
  const money = m
    ? [
        m.fee > 0 ? c.w.move.fee(c.money(m.fee, m.currency)) : c.w.move.free,
        ...(m.refundUsd > 0 ? [c.w.move.toWallet(c.money(m.refundUsd, 'USD'))] : []),
        ...(m.owed > 0 && m.owedBy ? [c.w.move.owed(c.money(m.owed, m.currency), day(m.owedBy))] : []),
      ]
    : []
  const blocks = [{ lines: [c.w.lead.moved(day(m?.from ?? r.startDate), day(m?.to ?? r.startDate)), ...money] }, details(c), payment(c), policy(c)]
  return { ...compose(c, subjectOf(c), blocks, [c.voucherLink, c.invoiceLink]), attachments: [calendarAttachment(c, 'PUBLISH')] }
}

const reviewMail = (c: Context): Mail =>
  compose(c, subjectOf(c), [{ lines: [c.w.lead.review(c.item, c.voucher.branch.name)] }], [{ label: c.w.links.review, href: `${c.publicUrl}/user/booking` }])

const mails: Record<BookingEvent, (c: Context) => Mail> = {
  confirmed: confirmedMail,
  paid: paidMail,
  cancelled: cancelledMail,
  reminder: reminderMail,
  review: reviewMail,
  balanceDue: balanceDueMail,
  moved: movedMail,
}

/**
 * The e-mail for one booking event, in the diver's language: its words from the language's catalog
 * (booking-words.*.ts), its figures the contract's `bookingFigures` as every screen shows them, and
 * money, dates and phones written by shared/format.ts. Links are built on the configured origin only.
 */
export function bookingMail(input: BookingMailInput): Mail {
  const w = bookingWords[input.lang]
  const r = input.voucher.reservation
  return mails[input.event]({
    ...input,
    w,
    item: r.tripName ?? r.courseName ?? '',
    money: moneyText(input.rates, input.lang),
    voucherLink: { label: w.links.voucher, href: `${input.publicUrl}/user/voucher/${r.reservationId}` },
    invoiceLink: { label: w.links.invoice, href: `${input.publicUrl}/user/invoice/${r.reservationId}` },
  })
}
