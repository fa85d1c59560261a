import { sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type * as v from 'valibot'
import { BRANCH_PAGE_SIZE, type BranchDetailResponse, type BranchFilterSchema, type BranchListItem, type TripCard } from '../../../contract/branches.ts'
import type { Lang } from '../../../contract/common.ts'
import type { Db, TripKind } from '../../db/schema.ts'
import { todayDate } from '../booking/rules.ts'

type Filter = v.InferOutput<typeof BranchFilterSchema>
type Kind = 'diveCenter' | 'freelancer'

const toNumber = (value: string | null) => (value === null ? null : Number(value))
/** `%` and `_` typed by a diver are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// Intl objects are costly to build and immutable: one per language for the process.
const displayNames = new Map<Lang, Intl.DisplayNames>()
export function languageNames(codes: string[], lang: Lang): string[] {
  let names = displayNames.get(lang)
  if (!names) displayNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'language' })))
  return codes.map((code) => names.of(code) ?? code)
}
const dateFormats = new Map<Lang, Intl.DateTimeFormat>()
const longDate = (lang: Lang) => {
  let format = dateFormats.get(lang)
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long' })))
  return format
}

/** Trigram indexes serve substrings of three characters or more. */
const TRIGRAM = 3

/**
 * One directory page: filters of SPEC §3 plus sort, language and payment (issue 4); 10 a page.
 * Two queries whatever the catalogue's size: the page (agency logos folded in) and the total.
 */
export async function listBranches(db: Db, kind: Kind, filter: Filter, lang: Lang): Promise<{ items: BranchListItem[]; total: number }> {
  const name = filter.DiveCenterName ?? ''
  const pattern = name ? likePattern(name) : null
  const searching = pattern !== null && name.length >= TRIGRAM
  // Either language: a diver may type the Arabic name on the English site. The expressions are the
  // trigram indexes' (migration 002), so a long enough pattern is an index scan.
  const matchesName = (table: 'branches' | 'b', like: string) =>
    sql<boolean>`(lower(${sql.ref(`${table}.name_en`)}) like ${like} or lower(${sql.ref(`${table}.name_ar`)}) like ${like})`

  let query = db
    // A long enough search first narrows through the trigram indexes, then sorts the few matches;
    // without one, page 1 walks the name index and stops after ten rows.
    .with((cte) => cte('candidates').materialized(), (qb) => {
      const inner = qb.selectFrom('branches').select('branches.id').where('branches.kind', '=', kind)
      // Referenced only by a search; PostgreSQL does not run a CTE nothing reads.
      return searching ? inner.where(matchesName('branches', pattern)) : inner.where(sql<boolean>`false`)
    })
    .selectFrom('branches as b')
    .where('b.kind', '=', kind)
  if (searching) query = query.where('b.id', 'in', (eb) => eb.selectFrom('candidates').select('candidates.id'))
  else if (pattern) query = query.where(matchesName('b', pattern))
  if (filter.CountryId) query = query.where('b.country_id', '=', filter.CountryId)
  if (filter.OrganizationId) {
    const organizationId = filter.OrganizationId
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('branch_organizations as bo').select('bo.branch_id').whereRef('bo.branch_id', '=', 'b.id').where('bo.organization_id', '=', organizationId)),
    )
  }
  if (filter.Language) query = query.where(sql<boolean>`b.languages @> array[${filter.Language}]::text[]`)
  if (filter.PayNow) query = query.where('b.pay_now', '=', true)
  if (filter.PayLater) query = query.where('b.pay_later', '=', true)

  // Only kind and country: the total is kept by a trigger (migration 003), not counted.
  const plain = !pattern && !filter.OrganizationId && !filter.Language && !filter.PayNow && !filter.PayLater
  let countQuery = db.selectFrom('branch_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('total')).where('kind', '=', kind)
  if (filter.CountryId) countQuery = countQuery.where('country_id', '=', filter.CountryId)

  const direction = filter.SortBy === 'za' ? sql`desc` : sql`asc`
  const nameColumn = lang === 'ar' ? sql.ref('b.name_ar') : sql.ref('b.name_en')
  // A search counts its few matches alongside the page (one trigram pass, not two).
  const [countRow, rows] = await Promise.all([
    plain ? countQuery.executeTakeFirstOrThrow() : searching ? undefined : query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .innerJoin('countries as c', 'c.id', 'b.country_id')
      .select(['b.id', 'b.name_en', 'b.name_ar', 'b.image_url', 'b.rate', 'b.city_en', 'b.city_ar', 'b.languages', 'b.pay_now', 'b.pay_later', 'c.name_en as country_en', 'c.name_ar as country_ar'])
      .select((eb) =>
        sql<string[]>`array(${eb
          .selectFrom('branch_organizations as bo')
          .innerJoin('organizations as o', 'o.id', 'bo.organization_id')
          .select('o.logo_url')
          .whereRef('bo.branch_id', '=', 'b.id')
          .orderBy('o.short_name')})`.as('logos'),
      )
      .select(searching ? sql<number>`count(*) over ()`.as('matches') : sql<number>`0`.as('matches'))
      // The same expression as the index (migration 002), so page 1 is an index walk.
      .orderBy(sql`lower(${nameColumn}) collate "C" ${direction}`)
      .orderBy(sql`b.id ${direction}`)
      .limit(BRANCH_PAGE_SIZE)
      .offset((filter.Page - 1) * BRANCH_PAGE_SIZE)
      .execute(),
  ])
  let total = Number(countRow?.total ?? rows[0]?.matches ?? 0)
  if (searching && rows.length === 0 && filter.Page > 1) {
    total = Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)
  }
  return {
    total,
    items: rows.map((row) => ({
      branchId: row.id,
      branchName: lang === 'ar' ? row.name_ar : row.name_en,
      imageUrl: row.image_url,
      rate: toNumber(row.rate),
      countryName: lang === 'ar' ? row.country_ar : row.country_en,
      city: lang === 'ar' ? row.city_ar : row.city_en,
      languages: languageNames(row.languages, lang),
      organizationImages: row.logos,
      payNow: row.pay_now,
      payLater: row.pay_later,
    })),
  }
}

const TRIPS_PER_KIND = 12
const REVIEWS_SHOWN = 15

/**
 * Everything the detail page shows in one statement: the branch row with its images, agencies,
 * trip counts, next trips per kind, course dates and latest reviews aggregated as JSON by
 * PostgreSQL, each through an index on the branch id, whatever the catalogue's size.
 */
export async function findBranchDetail(db: Db, branchId: number, lang: Lang, userId: number | null): Promise<BranchDetailResponse['data'] | undefined> {
  const ar = lang === 'ar'
  const from = todayDate()
  const branch = await db
    .selectFrom('branches as b')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .selectAll('b')
    .select(['c.name_en as country_en', 'c.name_ar as country_ar'])
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('branch_images as bi').select('bi.url').whereRef('bi.branch_id', '=', 'b.id').orderBy('bi.position')).as('images'),
      jsonArrayFrom(
        eb
          .selectFrom('branch_organizations as bo')
          .innerJoin('organizations as o', 'o.id', 'bo.organization_id')
          .select(['o.id', 'o.short_name', 'o.logo_url'])
          .whereRef('bo.branch_id', '=', 'b.id')
          .orderBy('o.short_name'),
      ).as('organizations'),
      jsonArrayFrom(
        eb
          .selectFrom('trips as tc')
          .select(['tc.kind', (count) => count.fn.countAll<number>().as('count')])
          .whereRef('tc.branch_id', '=', 'b.id')
          .where('tc.start_date', '>=', from)
          .groupBy('tc.kind'),
      ).as('counts'),
      // The next dates of each kind, soonest first.
      jsonArrayFrom(
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('trips as t')
              .select(['t.id', 't.kind', 't.name_en', 't.name_ar', 't.image_url', 't.days', 't.start_date', 't.seats_available', 't.number_of_dives', 't.price', 't.net_price', 't.currency'])
              .select(sql<number>`row_number() over (partition by t.kind order by t.start_date, t.id)`.as('n'))
              .whereRef('t.branch_id', '=', 'b.id')
              .where('t.start_date', '>=', from)
              .as('next'),
          )
          .selectAll('next')
          .where('next.n', '<=', TRIPS_PER_KIND)
          .orderBy('next.start_date')
          .orderBy('next.id'),
      ).as('trips'),
      jsonArrayFrom(
        eb
          .selectFrom('course_dates as cd')
          .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
          .innerJoin('organizations as o', 'o.id', 'ct.organization_id')
          .select([
            'cd.id', 'cd.template_id', 'cd.start_date', 'cd.duration_days', 'cd.seats_available', 'cd.location_en', 'cd.location_ar', 'cd.is_online',
            'cd.price', 'cd.net_price', 'cd.currency', 'ct.name_en', 'ct.name_ar', 'ct.level_en', 'ct.level_ar', 'ct.description_en',
            'ct.description_ar', 'ct.logo_url', 'o.id as organization_id', 'o.short_name',
          ])
          .whereRef('cd.branch_id', '=', 'b.id')
          .where('cd.start_date', '>=', from)
          .orderBy('ct.id')
          .orderBy('cd.start_date'),
      ).as('courses'),
      jsonArrayFrom(
        eb
          .selectFrom('reviews as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select(['r.title', 'r.body', 'r.rate', 'r.created_at', 'u.name'])
          .whereRef('r.branch_id', '=', 'b.id')
          .orderBy('r.created_at', 'desc')
          .limit(REVIEWS_SHOWN),
      ).as('reviews'),
      // No user has id 0, so a visitor's favourite check is simply false.
      eb.exists(eb.selectFrom('favorites as f').select('f.branch_id').whereRef('f.branch_id', '=', 'b.id').where('f.user_id', '=', userId ?? 0)).as('is_favorite'),
    ])
    .where('b.id', '=', branchId)
    .executeTakeFirst()
  if (!branch) return undefined
  const { images, organizations, counts, trips: tripRows, courses: courseRows, reviews } = branch
  const city = ar ? branch.city_ar : branch.city_en
  const countryName = ar ? branch.country_ar : branch.country_en
  const card = (trip: (typeof tripRows)[number]): TripCard => ({
    tempTripId: trip.id,
    tripName: ar ? trip.name_ar : trip.name_en,
    imageUrl: trip.image_url,
    days: trip.days,
    countryName,
    city,
    startDate: trip.start_date,
    availableSeats: trip.seats_available,
    numberOfDives: trip.number_of_dives,
    price: Number(trip.price),
    netPrice: Number(trip.net_price),
    currency: trip.currency,
  })
  const ofKind = (kind: TripKind) => tripRows.filter((trip) => trip.kind === kind).map(card)
  const count = (kind: TripKind) => Number(counts.find((row) => row.kind === kind)?.count ?? 0)
  const branchName = ar ? branch.name_ar : branch.name_en

  const courseItems = courseRows.map((row) => ({
    row,
    item: {
      tempId: row.id,
      startDate: row.start_date,
      durationDays: row.duration_days,
      availableSeats: row.seats_available,
      locationName: ar ? row.location_ar : row.location_en,
      branchId: branch.id,
      branchName,
      organizationId: row.organization_id,
      organizationName: row.short_name,
      price: Number(row.price),
      netPrice: Number(row.net_price),
      currency: row.currency,
    },
  }))
  const inPerson = courseItems.filter(({ row }) => !row.is_online)
  const groupedCourses = [...Map.groupBy(inPerson, ({ row }) => row.template_id).values()].map((group) => {
    const first = group[0]!.row
    return {
      name: ar ? first.name_ar : first.name_en,
      level: ar ? first.level_ar : first.level_en,
      description: ar ? first.description_ar : first.description_en,
      logoUrl: first.logo_url,
      courses: group.map(({ item }) => item),
    }
  })
  const dateFormat = longDate(lang)

  return {
    branchDetailsDto: {
      branchId: branch.id,
      distance: null,
      imageUrl: branch.image_url,
      branchName,
      branchNameOther: ar ? branch.name_en : branch.name_ar,
      otherLang: ar ? 'en' : 'ar',
      langFlag: ar ? 2 : 1,
      isFavorite: Boolean(branch.is_favorite),
      countryName,
      countryNameAr: branch.country_ar,
      city,
      facebook: branch.facebook,
      website: branch.website,
      twitter: branch.twitter,
      instagram: branch.instagram,
      linkedIn: branch.linkedin,
      tel: branch.tel,
      mobile: branch.mobile,
      lat: Number(branch.lat),
      lng: Number(branch.lng),
      description: ar ? branch.description_ar : branch.description_en,
      descriptionOther: ar ? branch.description_en : branch.description_ar,
      currency: branch.currency,
      images: images.map((image) => ({ imageUrl: image.url })),
      divingTrips: ofKind('diving'),
      freedivingTrips: ofKind('freediving'),
      snorkelingTrips: ofKind('snorkeling'),
      trips: tripRows.filter((trip) => trip.kind !== 'liveaboard').map(card),
      courses: inPerson.map(({ item }) => item),
      groupedCourses,
      webCourses: courseItems.filter(({ row }) => row.is_online).map(({ item }) => item),
      liveaboards: ofKind('liveaboard'),
      courseRate: toNumber(branch.course_rate),
      tripRate: toNumber(branch.trip_rate),
      liveaboardRate: toNumber(branch.liveaboard_rate),
      rate: toNumber(branch.rate),
      languages: languageNames(branch.languages, lang),
      organizations: organizations.map((o) => ({ organizationId: o.id, shortName: o.short_name, logoUrl: o.logo_url })),
      payNow: branch.pay_now,
      payLater: branch.pay_later,
    },
    liveaboardTripsCount: count('liveaboard'),
    freedivingTripsCount: count('freediving'),
    snorkelingTripsCount: count('snorkeling'),
    divingTripsCount: count('diving'),
    coursesCount: courseRows.length,
    customerReviews: reviews.map((review) => ({
      body: review.body,
      title: review.title,
      userName: review.name,
      rate: review.rate,
      dateAsString: dateFormat.format(new Date(review.created_at)),
    })),
  }
}
