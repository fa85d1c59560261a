import type { Lang } from '../../../contract/common.ts'
import type { Rates } from '../../../contract/wallet.ts'
import { formatDay } from '../../../shared/format.ts'
import { type MoneyText, moneyText } from '../../lib/intl.ts'

type Both = Record<Lang, string>
/** An in-app notification in both languages: written once, read in the reader's language. */
export type Notice = { title: Both; text: Both; type: number }

/** A notice's words in one language; money and dates come in written by shared/format.ts. */
type NoticeWords = {
  bookingConfirmed: { title: string; text: (name: string, day: string, reference: string) => string }
  paymentReceived: { title: string; text: (amount: string, name: string, reference: string) => string }
  tripReminder: { title: string; text: (name: string, day: string) => string }
  reviewRequest: { title: string; text: (name: string) => string }
  reservationCancelled: {
    title: string
    toCard: (amount: string) => string
    toWallet: (amount: string) => string
    fee: (amount: string) => string
    /** the parts above as one sentence */
    sentence: (parts: string[]) => string
    /** nothing paid, nothing kept */
    plain: string
  }
}

const en: NoticeWords = {
  bookingConfirmed: { title: 'Booking confirmed', text: (name, day, reference) => `${name} on ${day} is confirmed (${reference}).` },
  paymentReceived: { title: 'Payment received', text: (amount, name, reference) => `We received ${amount} for ${name} (${reference}).` },
  tripReminder: { title: 'Two days to go', text: (name, day) => `${name} starts on ${day}. Your voucher is saved on your phone — open the app once now.` },
  reviewRequest: { title: 'How was it?', text: (name) => `Review ${name}: it helps other divers choose.` },
  reservationCancelled: {
    title: 'Reservation cancelled',
    toCard: (amount) => `${amount} goes back to your card`,
    toWallet: (amount) => `${amount} is in your wallet`,
    fee: (amount) => `the cancellation fee was ${amount}`,
    sentence: (parts) => {
      const text = parts.join('; ')
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
    },
    plain: 'Your reservation was cancelled.',
  },
}

const ar: NoticeWords = {
  bookingConfirmed: { title: 'تم تأكيد الحجز', text: (name, day, reference) => `تم تأكيد ${name} بتاريخ ${day} (${reference}).` },
  paymentReceived: { title: 'تم استلام الدفعة', text: (amount, name, reference) => `استلمنا ${amount} مقابل ${name} (${reference}).` },
  tripReminder: { title: 'بقي يومان', text: (name, day) => `تبدأ ${name} بتاريخ ${day}. قسيمتك محفوظة على هاتفك — افتح التطبيق مرة واحدة الآن.` },
  reviewRequest: { title: 'كيف كانت تجربتك؟', text: (name) => `قيّم ${name}: تقييمك يساعد الغواصين الآخرين على الاختيار.` },
  reservationCancelled: {
    title: 'تم إلغاء الحجز',
    toCard: (amount) => `سيُعاد ${amount} إلى بطاقتك`,
    toWallet: (amount) => `أُضيف ${amount} إلى محفظتك`,
    fee: (amount) => `رسوم الإلغاء ${amount}`,
    sentence: (parts) => `${parts.join('، ')}.`,
    plain: 'تم إلغاء حجزك.',
  },
}

/** A notice's text in both languages, each written from its own catalog by `write`. */
const both = (write: (w: NoticeWords, lang: Lang) => string): Both => ({ en: write(en, 'en'), ar: write(ar, 'ar') })
const day = (isoDay: string, lang: Lang) => formatDay(isoDay, lang, 'long')

/**
 * What the diver is told in the app when something happens to a booking (type: the client's icon
 * and link). Money is written as the mails write it, in US dollars beside the charged amount at
 * `rates` (server/lib/intl.ts), never as "61.86 USD".
 */
export const notices = {
  bookingConfirmed: (booking: { name: Both; startDate: string; reference: string }): Notice => ({
    type: 1,
    title: both((w) => w.bookingConfirmed.title),
    text: both((w, lang) => w.bookingConfirmed.text(booking.name[lang], day(booking.startDate, lang), booking.reference)),
  }),
  paymentReceived: (booking: { name: Both; reference: string; paid: number; currency: string }, rates: Rates['rates'] | undefined): Notice => ({
    type: 2,
    title: both((w) => w.paymentReceived.title),
    text: both((w, lang) => w.paymentReceived.text(moneyText(rates, lang)(booking.paid, booking.currency), booking.name[lang], booking.reference)),
  }),
  tripReminder: (booking: { name: Both; startDate: string }): Notice => ({
    type: 3,
    title: both((w) => w.tripReminder.title),
    text: both((w, lang) => w.tripReminder.text(booking.name[lang], day(booking.startDate, lang))),
  }),
  reviewRequest: (booking: { name: Both }): Notice => ({
    type: 4,
    title: both((w) => w.reviewRequest.title),
    text: both((w, lang) => w.reviewRequest.text(booking.name[lang])),
  }),
  reservationCancelled: (outcome: { toCard: number; toWalletUsd: number; fee: number; currency: string }, rates: Rates['rates'] | undefined): Notice => {
    const text = (w: NoticeWords['reservationCancelled'], money: MoneyText) => {
      const parts = [
        ...(outcome.toCard > 0 ? [w.toCard(money(outcome.toCard, outcome.currency))] : []),
        ...(outcome.toWalletUsd > 0 ? [w.toWallet(money(outcome.toWalletUsd, 'USD'))] : []),
        ...(outcome.fee > 0 ? [w.fee(money(outcome.fee, outcome.currency))] : []),
      ]
      return parts.length === 0 ? w.plain : w.sentence(parts)
    }
    return {
      type: 5,
      title: both((w) => w.reservationCancelled.title),
      text: both((w, lang) => text(w.reservationCancelled, moneyText(rates, lang))),
    }
  },
}
