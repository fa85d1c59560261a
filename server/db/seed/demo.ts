import { sql } from 'kysely'
import type { Db, PaymentStatus, ReservationStatus } from '../schema.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import { dateFromToday, ratesPerUsd, type SeededCatalogue } from './catalogue.ts'
import type { Random } from './random.ts'
import { reviewTitle } from '../../modules/reviews/title.ts'

type Booking = {
  item:
    | { kind: 'trip'; id: number; branchId: number; price: string; netPrice: string; currency: string; tripKind?: string }
    | { kind: 'course'; id: number; branchId: number; price: string; netPrice: string; currency: string }
  seats: number
  paymentType: 1 | 2 | 3
  paymentStatus: PaymentStatus
  status: ReservationStatus
  review?: { rate: number; body: string; lang: 'en' | 'ar' }
  cancelled?: string
}

const days = (n: number) => sql<Date>`now() + ${`${n} days`}::interval`

/**
 * The demo diver has something of everything: upcoming and past trips and courses, each payment
 * type, paid and unpaid, cancellable or not, reviewed or not, a cancelled one refunded to the
 * wallet, current and expired credit, a dozen notifications and a few favorites.
 */
export async function seedDemoDiver(db: Db, random: Random, userId: number, catalogue: SeededCatalogue, today: Date, reference: () => string): Promise<void> {
  const upcoming = (kind: string, from: number) => catalogue.trips.filter((t) => t.kind === kind && t.startDate >= dateFromToday(today, from))
  const past = (kind: string) => catalogue.trips.filter((t) => t.kind === kind && t.startDate < dateFromToday(today, 0))
  const courseUpcoming = catalogue.courseDates.filter((c) => c.startDate >= dateFromToday(today, 5))
  const coursePast = catalogue.courseDates.filter((c) => c.startDate < dateFromToday(today, -7))

  // One trip starts today: an upcoming booking that can no longer be cancelled.
  const soonBranch = catalogue.trips[0]!.branchId
  const soonBranchCurrency = catalogue.trips[0]!.currency
  const soon = await db
    .insertInto('trips')
    .values({
      branch_id: soonBranch,
      kind: 'diving',
      name_en: 'Sunrise Double Dive',
      name_ar: 'غطستان عند الشروق',
      image_url: '/media/seed/demo-sunrise-1.svg',
      days: 1,
      start_date: dateFromToday(today, 0),
      seats_total: 12,
      seats_available: 9,
      number_of_dives: 2,
      price: 95,
      net_price: 85,
      currency: soonBranchCurrency,
    })
    .returning(['id', 'branch_id', 'price', 'net_price', 'currency'])
    .executeTakeFirstOrThrow()

  const trip = (t: { id: number; branchId: number; price: string; netPrice: string; currency: string; kind?: string }) => ({
    kind: 'trip' as const,
    id: t.id,
    branchId: t.branchId,
    price: t.price,
    netPrice: t.netPrice,
    currency: t.currency,
    tripKind: t.kind,
  })
  const course = (c: { id: number; branchId: number; price: string; netPrice: string; currency: string }) => ({ kind: 'course' as const, ...c })

  const bookings: Booking[] = [
    { item: trip(random.pick(upcoming('diving', 10))), seats: 2, paymentType: 1, paymentStatus: 'Paid', status: 'Confirmed' },
    { item: trip(random.pick(upcoming('snorkeling', 6))), seats: 1, paymentType: 2, paymentStatus: 'Unpaid', status: 'Confirmed' },
    { item: trip(random.pick(upcoming('freediving', 6))), seats: 1, paymentType: 3, paymentStatus: 'Paid', status: 'Confirmed' },
    { item: trip(random.pick(upcoming('liveaboard', 20))), seats: 1, paymentType: 1, paymentStatus: 'Unpaid', status: 'AwaitingPayment' },
    {
      item: trip({ id: soon.id, branchId: soon.branch_id, price: soon.price, netPrice: soon.net_price, currency: soon.currency }),
      seats: 1,
      paymentType: 1,
      paymentStatus: 'Paid',
      status: 'Confirmed',
    },
    { item: course(random.pick(courseUpcoming)), seats: 1, paymentType: 1, paymentStatus: 'Paid', status: 'Confirmed' },
    { item: course(random.pick(courseUpcoming)), seats: 1, paymentType: 3, paymentStatus: 'Paid', status: 'Confirmed' },
    {
      item: trip(random.pick(past('diving'))),
      seats: 2,
      paymentType: 1,
      paymentStatus: 'Paid',
      status: 'Completed',
      review: { rate: 5, lang: 'en', body: 'Crystal-clear water and a patient guide. We saw a napoleon wrasse on the second dive.' },
    },
    { item: trip(random.pick(past('snorkeling'))), seats: 1, paymentType: 3, paymentStatus: 'Paid', status: 'Completed' },
    { item: trip(random.pick(past('diving'))), seats: 1, paymentType: 2, paymentStatus: 'Paid', status: 'Completed' },
    {
      item: course(random.pick(coursePast)),
      seats: 1,
      paymentType: 2,
      paymentStatus: 'Paid',
      status: 'Completed',
      review: { rate: 4, lang: 'ar', body: 'دورة ممتازة ومدرب صبور، لكن الدروس النظرية كانت طويلة.' },
    },
    { item: course(random.pick(coursePast)), seats: 1, paymentType: 1, paymentStatus: 'Paid', status: 'Completed' },
    {
      item: trip(random.pick(upcoming('diving', 15))),
      seats: 1,
      paymentType: 1,
      paymentStatus: 'Refunded',
      status: 'Cancelled',
      cancelled: 'My flight was moved to the following week.',
    },
  ]

  /** The first booking was paid partly with wallet credit (the debit below): that part, in its currency. */
  const WALLET_USED_USD = 30
  const reservationIds: number[] = []
  for (const [index, booking] of bookings.entries()) {
    const { item } = booking
    const total = Number(item.netPrice) * booking.seats
    const paidNow = booking.paymentStatus !== 'Unpaid' && booking.paymentType !== 2
    const wallet = index === 0 && paidNow ? Math.min(total, roundMoney(WALLET_USED_USD * (ratesPerUsd[item.currency] ?? 1), item.currency)) : 0
    const row = await db
      .insertInto('reservations')
      .values({
        user_id: userId,
        trip_id: item.kind === 'trip' ? item.id : null,
        course_date_id: item.kind === 'course' ? item.id : null,
        seats: booking.seats,
        payment_type: booking.paymentType,
        payment_status: booking.paymentStatus,
        status: booking.status,
        price: (Number(item.price) * booking.seats).toFixed(2),
        net_price: (Number(item.netPrice) * booking.seats).toFixed(2),
        currency: item.currency,
        payment_reference: reference(),
        // Pay now and free cancellation are paid when booked (by card here); pay on arrival at the center.
        paid_with: booking.paymentStatus === 'Unpaid' ? null : booking.paymentType === 2 ? null : 'card',
        wallet_paid: wallet.toFixed(2),
        card_paid: paidNow ? (total - wallet).toFixed(2) : 0,
        cancellation_reason: booking.cancelled ?? null,
        cancelled_at: booking.cancelled ? new Date(today.getTime() - 5 * 86_400_000) : null,
        created_at: new Date(today.getTime() - random.int(10, 90) * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    reservationIds.push(row.id)
    if (booking.status === 'Confirmed' || booking.status === 'AwaitingPayment') {
      // An active booking holds its seats, as Booking/Create would have taken them.
      const table = item.kind === 'trip' ? 'trips' : 'course_dates'
      await db
        .updateTable(table)
        .set((eb) => ({ seats_available: sql<number>`greatest(0, ${eb.ref('seats_available')} - ${booking.seats})` }))
        .where('id', '=', item.id)
        .execute()
    }
    if (booking.review) {
      const kind = item.kind === 'course' ? 'course' : item.tripKind === 'liveaboard' ? 'liveaboard' : 'trip'
      await db
        .insertInto('reviews')
        .values({
          user_id: userId,
          reservation_id: row.id,
          branch_id: item.branchId,
          kind,
          rate: booking.review.rate,
          title: reviewTitle(booking.review.rate, booking.review.lang),
          body: booking.review.body,
        })
        .execute()
    }
  }

  const refunded = reservationIds[reservationIds.length - 1]!
  await db
    .insertInto('wallet_transactions')
    .values([
      {
        user_id: userId,
        amount: '120.00',
        type: 'Credited',
        description_en: 'Refund for a cancelled trip',
        description_ar: 'استرداد رحلة ملغاة',
        reservation_id: refunded,
        valid_from: days(-5),
        valid_to: days(360),
      },
      {
        user_id: userId,
        amount: '50.00',
        type: 'Credited',
        description_en: 'Welcome credit',
        description_ar: 'رصيد الترحيب',
        reservation_id: null,
        valid_from: days(-30),
        valid_to: days(60),
      },
      {
        user_id: userId,
        amount: (-WALLET_USED_USD).toFixed(2),
        type: 'Debited',
        description_en: 'Used on a booking',
        description_ar: 'استُخدم في حجز',
        reservation_id: reservationIds[0]!,
        valid_from: days(-3),
        valid_to: days(360),
      },
      {
        user_id: userId,
        amount: '75.00',
        type: 'Credited',
        description_en: 'Summer promotion',
        description_ar: 'عرض الصيف',
        reservation_id: null,
        valid_from: days(-400),
        valid_to: days(-35),
      },
      {
        user_id: userId,
        amount: '20.00',
        type: 'Credited',
        description_en: 'Referral credit',
        description_ar: 'رصيد دعوة صديق',
        reservation_id: null,
        valid_from: days(-500),
        valid_to: days(-200),
      },
    ])
    .execute()

  const notes: Array<[titleEn: string, titleAr: string, textEn: string, textAr: string, type: number, ageDays: number, read: boolean]> = [
    ['Booking confirmed', 'تم تأكيد الحجز', 'Your dive trip is confirmed. See you on the boat!', 'تم تأكيد رحلة الغوص. نراك على القارب!', 1, 40, true],
    ['Payment received', 'تم استلام الدفعة', 'We received your payment for the dive trip.', 'استلمنا دفعتك لرحلة الغوص.', 2, 39, true],
    [
      'How was your dive?',
      'كيف كانت غطستك؟',
      'Tell other divers about your trip: leave a review.',
      'أخبر الغواصين الآخرين عن رحلتك: اترك تقييمًا.',
      3,
      30,
      true,
    ],
    [
      'Course starts soon',
      'دورتك تبدأ قريبًا',
      'Bring your logbook and certification card to the first session.',
      'أحضر سجل الغوص وبطاقة الشهادة إلى الجلسة الأولى.',
      4,
      20,
      true,
    ],
    [
      'Refund added to your wallet',
      'أُضيف المبلغ المسترد إلى محفظتك',
      '120 USD from your cancelled trip is in your wallet for 12 months.',
      'أُضيف 120 دولارًا من رحلتك الملغاة إلى محفظتك لمدة 12 شهرًا.',
      5,
      5,
      true,
    ],
    ['Welcome credit', 'رصيد الترحيب', '50 USD of credit is waiting for your next booking.', 'رصيد بقيمة 50 دولارًا بانتظار حجزك القادم.', 5, 30, true],
    ['Booking confirmed', 'تم تأكيد الحجز', 'Your course reservation is confirmed.', 'تم تأكيد حجز دورتك.', 1, 12, true],
    ['Complete your payment', 'أكمل الدفع', 'Your liveaboard place is held until you pay.', 'مكانك في رحلة السفاري البحرية محجوز حتى تدفع.', 2, 3, false],
    [
      'Tomorrow: Sunrise Double Dive',
      'غدًا: غطستان عند الشروق',
      'Meet at the jetty at 6:30. Breakfast is served on board.',
      'اللقاء عند الرصيف الساعة 6:30. يُقدم الإفطار على القارب.',
      4,
      1,
      false,
    ],
    [
      'New trips near you',
      'رحلات جديدة بالقرب منك',
      'Centers in Dahab added Blue Hole trips for next month.',
      'أضافت مراكز دهب رحلات إلى الثقب الأزرق للشهر القادم.',
      6,
      2,
      false,
    ],
    [
      'Certificate reminder',
      'تذكير بالشهادة',
      'Add a photo of your certification card to speed up check-in.',
      'أضف صورة بطاقة شهادتك لتسريع تسجيل الوصول.',
      7,
      1,
      false,
    ],
    [
      'Weather update',
      'تحديث الطقس',
      'Strong wind is forecast on Friday; your center will confirm by Thursday.',
      'يُتوقع هبوب رياح قوية يوم الجمعة، وسيؤكد المركز يوم الخميس.',
      4,
      0,
      false,
    ],
  ]
  await db
    .insertInto('notifications')
    // Oldest first, so ids (the notification cursor) grow with time as they do in real use.
    .values(
      [...notes]
        .sort((a, b) => b[5] - a[5])
        .map(([title_en, title_ar, text_en, text_ar, type, age, read]) => ({
          user_id: userId,
          title_en,
          title_ar,
          text_en,
          text_ar,
          type,
          item_id: null,
          is_read: read,
          created_at: days(-age),
        })),
    )
    .execute()

  await db
    .insertInto('favorite_items')
    .values(random.sample(catalogue.branchIds, 3).map((branchId) => ({ user_id: userId, kind: 'branch' as const, item_id: branchId })))
    .execute()
}
