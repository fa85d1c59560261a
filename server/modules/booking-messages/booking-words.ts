/** What happened to a booking that the diver is written to about. */
/** `balanceDue`: a deposit booking's balance is due soon (a week and two days before its day); `moved`: it moved to another date */
export type BookingEvent = 'confirmed' | 'paid' | 'cancelled' | 'reminder' | 'review' | 'balanceDue' | 'moved'

/**
 * Every word of a booking's e-mail, calendar event and push notification in one language: one
 * catalog a language (booking-words.en.ts, booking-words.ar.ts; both in booking-catalog.ts), so a message is written whole in
 * each and the code that lays it out never chooses between them. Figures, dates and phone numbers
 * come in already written by shared/format.ts.
 */
export type BookingWords = {
  /** the language's direction, for the HTML part */
  dir: 'ltr' | 'rtl'
  subject: Record<BookingEvent, (item: string, reference: string) => string>
  lead: {
    confirmed: string
    paid: (amount: string) => string
    cancelled: string
    /** cancelled by the center's rule: the balance was not paid by its day */
    cancelledUnpaid: (day: string) => string
    reminder: string
    /** the balance and the day it is due by */
    balanceDue: (amount: string, day: string) => string
    /** moved from one start day to another */
    moved: (from: string, to: string) => string
    review: (item: string, center: string) => string
  }
  /** what a move did to the money */
  move: { fee: (amount: string) => string; free: string; toWallet: (amount: string) => string; owed: (amount: string, day: string) => string }
  details: { booking: string; reference: string; dates: string; seats: string; embark: string; meetingPoint: string; center: string }
  /** who dives, as the voucher lists them: each with their certification and the gear set aside for them */
  travellers: { heading: string; gear: string; extras: string }
  money: { heading: string; total: string; paid: string; dueNow: string; dueAtCenter: string; balanceBy: (day: string) => string }
  /** a liveaboard's fees the crew collects, as the voucher lists them: each, then their sum */
  onBoard: { heading: string; total: (amount: string) => string }
  /** the code the center scans: above its picture in HTML; the plain text, which has no picture, gives the reference */
  code: { show: string; showReference: (reference: string) => string; alt: (reference: string) => string }
  refund: {
    heading: string
    refund: string
    fee: string
    toCard: (amount: string) => string
    toWallet: (amount: string) => string
    /** nothing was paid, so nothing comes back */
    nothingPaid: string
    /** something was paid and the policy kept all of it */
    allKept: (amount: string) => string
  }
  policy: {
    heading: string
    /** until a moment on the center's clock: the words say whose time it is */
    free: (when: string) => string
    tier: (day: string, percent: string) => string
    /** after the tiers listed before it */
    later: string
    /** no tier left: nothing comes back from now on */
    nothingNow: string
  }
  links: { voucher: string; invoice: string; review: string }
  calendar: { voucher: string }
  push: Record<BookingEvent, (item: string, day: string) => { title: string; body: string }>
  signature: string
}
