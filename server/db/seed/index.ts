import { sql } from 'kysely'
import type { Db } from '../schema.ts'
import { hashPassword } from '../../modules/auth/passwords.ts'
import { countParties } from '../../modules/booking/cabins.service.ts'
import { paymentReference } from '../../modules/booking/rules.ts'
import { insertUpload } from '../../modules/media/media.repository.ts'
import { UPLOADS_URL } from '../../modules/media/uploads.ts'
import { refreshBranchRates } from '../../modules/reviews/reviews.repository.ts'
import { seedPolicies } from './policies.ts'
import { seedContacts } from './contacts.ts'
import { ratesPerUsd, seedCatalogue, type SeededCatalogue } from './catalogue.ts'
import { seedDeparturesOverTheYear, seedLiveaboardRotas, seedWeeklyRepeats } from './departures.ts'
import { seedLiveaboards } from './liveaboards.ts'
import { seedDemoTraveller, seedRequirements } from './travellers.ts'
import { seedRentals } from './rentals.ts'
import { seedPlaces } from './geography.ts'
import { countrySeed } from './countries.ts'
import { seedTestFixtures } from './fixtures.ts'
import { certificationCardPng } from './card.ts'
import { seedDemoDiver } from './demo.ts'
import { personName } from './names.ts'
import { pageSeed } from './pages.ts'
import { createRandom, type Random } from './random.ts'
import { randomReview } from './reviews.ts'

export const DEMO_EMAIL = 'diver@reefline.test'
export const DEMO_PASSWORD = 'Reefline!2026'

export const SEED = 20261122

/** The demo diver's certification card, an upload like a diver's own (the trip pack keeps it on the phone). */
export const DEMO_CARD = 'demo-certification-card.png'

const organizationSeed = [
  ['PADI', 'Professional Association of Diving Instructors', 'الرابطة المهنية لمدربي الغوص'],
  ['SSI', 'Scuba Schools International', 'مدارس الغوص الدولية'],
  ['CMAS', 'World Underwater Federation', 'الاتحاد العالمي للأنشطة تحت الماء'],
  ['NAUI', 'National Association of Underwater Instructors', 'الرابطة الوطنية لمدربي الغوص'],
  ['RAID', 'Rebreather Association of International Divers', 'رابطة الغواصين الدولية'],
  ['AIDA', 'International Association for the Development of Apnea', 'الرابطة الدولية لتطوير الغوص الحر'],
] as const

/** Seeds a fresh database once, in one transaction: deterministic, so tests and screenshots see the same data. */
export async function seedIfEmpty(db: Db, options: { diveCenters?: number; freelancers?: number; today?: Date } = {}): Promise<boolean> {
  const existing = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const random = createRandom(SEED)
  const today = options.today ?? new Date()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('countries')
      .values(countrySeed.map(([code, en, ar]) => ({ code, name_en: en, name_ar: ar })))
      .execute()
    await trx
      .insertInto('organizations')
      .values(
        organizationSeed.map(([short, en, ar]) => ({ short_name: short, name_en: en, name_ar: ar, logo_url: `/media/seed/org-${short.toLowerCase()}.svg` })),
      )
      .execute()
    await trx
      .insertInto('currency_rates')
      // Units per US dollar; a deployment keeps them current through the currency_rates table.
      .values(Object.entries(ratesPerUsd).map(([code, perUsd]) => ({ code, per_usd: String(perUsd) })))
      .execute()
    const egypt = await trx.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const padi = await trx.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()
    await insertUpload(trx, {
      name: DEMO_CARD,
      contentType: 'image/png',
      bytes: certificationCardPng('PADI', ['LAYLA HADDAD', 'OPEN WATER DIVER', 'PADI-2291-7731']),
    })
    const demo = await trx
      .insertInto('users')
      .values({
        email: DEMO_EMAIL,
        password_hash: passwordHash,
        name: 'Layla Haddad',
        sex: 'Female',
        country_id: egypt.id,
        mobile: '+201001234567',
        is_diver: true,
        organization_id: padi.id,
        diver_number: 'PADI-2291-7731',
        image_path: null,
        certificate_path: `${UPLOADS_URL}${DEMO_CARD}`,
        is_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('notifications')
      .values([
        {
          user_id: demo.id,
          title_en: 'Welcome to Reefline',
          title_ar: 'مرحبًا بك في ريفلاين',
          text_en: 'Your bookings, invoices and wallet are available offline once opened.',
          text_ar: 'حجوزاتك وفواتيرك ومحفظتك متاحة دون اتصال بعد فتحها مرة واحدة.',
          type: 0,
          item_id: null,
          created_at: sql<Date>`now() - interval '2 days'`,
        },
      ])
      .execute()
    await trx
      .insertInto('pages')
      .values(
        pageSeed.flatMap((page) => [
          { name: page.name, language: 1, title: page.en[0], content_html: page.en[1] },
          { name: page.name, language: 2, title: page.ar[0], content_html: page.ar[1] },
        ]),
      )
      .execute()
    const places = await seedPlaces(trx)
    const catalogue = await seedCatalogue(trx, random, { diveCenters: options.diveCenters ?? 150, freelancers: options.freelancers ?? 60, today, places })
    await seedPolicies(trx)
    await seedContacts(trx)
    await seedReviews(trx, random, catalogue, today)
    await seedDemoDiver(trx, random, demo.id, catalogue, today, paymentReference)
    await refreshBranchRates(trx)
    await seedTestFixtures(trx, catalogue)
    await seedDeparturesOverTheYear(trx, today)
    await seedLiveaboards(trx)
    await seedRequirements(trx)
    await seedDemoTraveller(trx, demo.id, today)
    await seedRentals(trx)
    await seedWeeklyRepeats(trx, today)
    await seedLiveaboardRotas(trx, today)
    // The parties each liveaboard's cabins take, as the seed left them (decision 053).
    const soldByCabin = (await trx.selectFrom('trip_cabins').select('trip_id').distinct().execute()).map((row) => row.trip_id)
    await countParties(trx, soldByCabin)
  })
  return true
}

/** Forty divers (no password: they cannot sign in) who completed trips and courses and reviewed most. */
async function seedReviews(db: Db, random: Random, catalogue: SeededCatalogue, today: Date): Promise<void> {
  const names = new Set<string>()
  const reviewers = await db
    .insertInto('users')
    .values(
      Array.from({ length: 40 }, (_, n) => {
        const [en] = personName(random, names)
        return {
          email: `reviewer${n + 1}@reefline.test`,
          password_hash: '!',
          name: en,
          sex: random.pick(['Male', 'Female'] as const),
          country_id: null,
          mobile: null,
          is_diver: true,
          organization_id: null,
          diver_number: null,
          image_path: null,
          certificate_path: null,
          is_verified: true,
        }
      }),
    )
    .returning('id')
    .execute()
  const todayText = today.toISOString().slice(0, 10)
  const pastTrips = catalogue.trips.filter((t) => t.startDate < todayText)
  const pastCourses = catalogue.courseDates.filter((c) => c.startDate < todayText)
  const byBranch = new Map<
    number,
    Array<{ kind: 'trip' | 'course' | 'liveaboard'; tripId: number | null; courseDateId: number | null; price: string; netPrice: string; currency: string }>
  >()
  for (const t of pastTrips) {
    const list = byBranch.get(t.branchId) ?? []
    list.push({
      kind: t.kind === 'liveaboard' ? 'liveaboard' : 'trip',
      tripId: t.id,
      courseDateId: null,
      price: t.price,
      netPrice: t.netPrice,
      currency: t.currency,
    })
    byBranch.set(t.branchId, list)
  }
  for (const c of pastCourses) {
    const list = byBranch.get(c.branchId) ?? []
    list.push({ kind: 'course', tripId: null, courseDateId: c.id, price: c.price, netPrice: c.netPrice, currency: c.currency })
    byBranch.set(c.branchId, list)
  }
  for (const [branchId, items] of byBranch) {
    for (let n = random.int(0, 6); n > 0; n--) {
      const item = random.pick(items)
      const reviewer = random.pick(reviewers).id
      const reservation = await db
        .insertInto('reservations')
        .values({
          user_id: reviewer,
          trip_id: item.tripId,
          course_date_id: item.courseDateId,
          seats: 1,
          payment_type: random.pick([1, 2, 3]),
          payment_status: 'Paid',
          paid_with: 'card',
          card_paid: item.netPrice,
          status: 'Completed',
          price: item.price,
          net_price: item.netPrice,
          currency: item.currency,
          payment_reference: paymentReference(),
          created_at: sql<Date>`now() - interval '90 days'`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (random.chance(0.15)) continue // not every diver writes a review
      const review = randomReview(random)
      await db
        .insertInto('reviews')
        .values({
          user_id: reviewer,
          reservation_id: reservation.id,
          branch_id: branchId,
          kind: item.kind,
          ...review,
          created_at: sql<Date>`now() - ${`${random.int(1, 70)} days`}::interval`,
        })
        .execute()
    }
  }
}
