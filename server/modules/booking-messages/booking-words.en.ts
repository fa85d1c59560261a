import type { BookingWords } from './booking-words.ts'

/** A booking's messages in English. */
export const en: BookingWords = {
  dir: 'ltr',
  subject: {
    confirmed: (item, reference) => `Booking confirmed: ${item} (${reference})`,
    paid: (item, reference) => `Payment received: ${item} (${reference})`,
    cancelled: (item, reference) => `Booking cancelled: ${item} (${reference})`,
    reminder: (item) => `Reminder: ${item} in two days`,
    balanceDue: (item, reference) => `Balance due: ${item} (${reference})`,
    moved: (item, reference) => `New date: ${item} (${reference})`,
    review: (item) => `How was ${item}?`,
  },
  lead: {
    confirmed: 'Your booking is confirmed. Show this voucher at the center on the day.',
    paid: (amount) => `We received your payment of ${amount}. Thank you.`,
    cancelled: 'Your booking was cancelled and its seats are back on sale.',
    cancelledUnpaid: (day) =>
      `Your booking was cancelled: its balance was not paid by ${day}, and the dive center's rule cancels an unpaid booking under its cancellation policy.`,
    reminder: 'Your voucher is saved on your phone — open the app once now, while you are online, so it is ready on the boat.',
    moved: (from, to) => `Your booking moved from ${from} to ${to}. The same reference and voucher go with it; the calendar event is updated.`,
    balanceDue: (amount, day) =>
      `The balance of ${amount} is due by ${day}. Pay it in the app, under Bookings: your wallet credit first, the card the rest. Unpaid after that day, the booking is cancelled under the dive center's policy.`,
    review: (item, center) => `We hope you enjoyed ${item} with ${center}. Your review helps other divers choose.`,
  },
  details: {
    booking: 'Booking',
    reference: 'Reference',
    dates: 'Dates',
    seats: 'Seats',
    embark: 'Boarding',
    meetingPoint: 'Meeting point',
    center: 'Center',
  },
  travellers: { heading: 'Travellers', gear: 'rental gear', extras: 'extras' },
  money: {
    heading: 'Payment',
    total: 'Total',
    paid: 'Paid',
    dueNow: 'Due now',
    dueAtCenter: 'To pay at the center on arrival',
    balanceBy: (day) => `Balance due by ${day}`,
  },
  onBoard: {
    heading: 'To pay on board',
    total: (amount) => `${amount} in all, collected by the crew and not part of what you paid.`,
  },
  move: {
    fee: (amount) => `Date change fee: ${amount}`,
    free: 'The date change was free.',
    toWallet: (amount) => `${amount} of what you paid is back in your Reefline wallet.`,
    owed: (amount, day) => `${amount} is left to pay, in the app, by ${day}.`,
  },
  code: {
    show: 'Show this code at the center:',
    showReference: (reference) => `Show your booking reference at the center: ${reference}`,
    alt: (reference) => `QR code of the booking reference ${reference}`,
  },
  refund: {
    heading: 'Refund',
    refund: 'Refund',
    fee: 'Cancellation fee',
    toCard: (amount) => `${amount} goes back to the card you paid with.`,
    toWallet: (amount) => `${amount} is in your Reefline wallet.`,
    nothingPaid: 'Nothing was paid for this booking, so nothing is owed back.',
    allKept: (amount) => `The ${amount} you paid does not come back: the cancellation policy gives nothing back this close to the start.`,
  },
  policy: {
    heading: 'Cancellation policy',
    free: (when) => `Free cancellation until ${when}, the dive center's local time: everything back.`,
    tier: (day, percent) => `Cancelled before ${day}: ${percent} back.`,
    later: 'Later, or once it has started: nothing back.',
    nothingNow: 'Cancelled from now on: nothing back.',
  },
  links: { voucher: 'Open the voucher', invoice: 'Invoice', review: 'Write your review' },
  calendar: { voucher: 'Voucher' },
  push: {
    confirmed: (item, day) => ({ title: 'Booking confirmed', body: `${item}, ${day}. Your voucher is ready.` }),
    paid: (item, day) => ({ title: 'Payment received', body: `${item}, ${day}. Your invoice is ready.` }),
    cancelled: (item, day) => ({ title: 'Booking cancelled', body: `${item}, ${day}. See what comes back.` }),
    reminder: (item, day) => ({ title: 'Two days to go', body: `${item} starts on ${day}. Open your voucher once now, while online.` }),
    review: (item) => ({ title: 'How was it?', body: `Review ${item}: it helps other divers choose.` }),
    balanceDue: (item, day) => ({ title: 'Balance due', body: `${item}: pay the balance by ${day} to keep your booking.` }),
    moved: (item, day) => ({ title: 'New date', body: `${item} now starts on ${day}. Your voucher is updated.` }),
  },
  signature: 'Reefline',
}
