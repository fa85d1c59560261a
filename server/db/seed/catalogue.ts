import type { Insertable } from 'kysely'
import type { BranchTable, CourseDateTable, Db, TripKind, TripTable } from '../schema.ts'
import { courseSeed } from './courses.ts'
import { type PlaceIds, townOf } from './geography.ts'
import { diveCenterName, extraLanguages, personName } from './names.ts'
import { cities, type City, type Site } from './places.ts'
import type { Random } from './random.ts'

export const ratesPerUsd: Record<string, number> = { USD: 1, SAR: 3.75, EUR: 0.92, EGP: 48.5, AED: 3.6725, GBP: 0.79, BHD: 0.376, INR: 83.2, KWD: 0.307 }

/** 'YYYY-MM-DD', `days` after `today` (UTC). */
export const dateFromToday = (today: Date, days: number): string =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10)

/** A price in a currency, rounded the way a price list would show it. */
export function priceIn(usd: number, currency: string): number {
  const value = usd * (ratesPerUsd[currency] ?? 1)
  if (value >= 1000) return Math.round(value / 10) * 10
  if (value >= 50) return Math.round(value)
  return Math.round(value * 10) / 10
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

function pickCity(random: Random): City {
  const total = cities.reduce((sum, city) => sum + city.weight, 0)
  let roll = random.next() * total
  for (const city of cities) {
    roll -= city.weight
    if (roll <= 0) return city
  }
  return cities[0]!
}

function description(kind: 'diveCenter' | 'freelancer', name: readonly [string, string], city: City, sites: readonly Site[], orgs: string[]): [string, string] {
  const [s1, s2, s3] = sites
  const orgList = orgs.join(', ')
  if (kind === 'freelancer') {
    return [
      `${name[0]} is a freelance ${orgList} instructor based in ${city.en}.<br>Private and small-group dives at ${s1![0]} and ${s2![0]}, courses from beginner to professional.<br>Equipment can be arranged; hotel pick-up on request.`,
      `${name[1]} مدرب غوص مستقل معتمد من ${orgList} ويقيم في ${city.ar}.<br>غطسات خاصة ومجموعات صغيرة في ${s1![1]} و${s2![1]}، ودورات من المبتدئ حتى المحترف.<br>يمكن ترتيب المعدات، والتوصيل من الفندق عند الطلب.`,
    ]
  }
  return [
    `${name[0]} is a dive center in ${city.en}, certified by ${orgList}.<br>Daily boat and shore dives to ${s1![0]}, ${s2![0]} and ${s3![0]}.<br>Small groups, Nitrox, rental equipment and courses for every level.`,
    `${name[1]} مركز غوص معتمد من ${orgList} في ${city.ar}.<br>رحلات غوص يومية بالقارب ومن الشاطئ إلى ${s1![1]} و${s2![1]} و${s3![1]}.<br>مجموعات صغيرة ونيتروكس ومعدات للإيجار ودورات لكل المستويات.`,
  ]
}

export function tripName(kind: TripKind, site: Site, days: number): [string, string] {
  switch (kind) {
    case 'diving':
      return days > 1 ? [`${days}-Day ${site[0]} Dive Trip`, `رحلة غوص ${days} أيام إلى ${site[1]}`] : [`${site[0]} Day Dive`, `غوص يومي في ${site[1]}`]
    case 'freediving':
      return [`${site[0]} Freediving Session`, `جلسة غوص حر في ${site[1]}`]
    case 'snorkeling':
      return [`Snorkeling at ${site[0]}`, `غطس سطحي في ${site[1]}`]
    case 'liveaboard':
      return [`${site[0]} Liveaboard, ${days - 1} nights`, `سفاري بحرية إلى ${site[1]}، ${days - 1} ليالٍ`]
  }
}

export const usdPerDay: Record<TripKind, [number, number]> = { diving: [60, 140], freediving: [50, 110], snorkeling: [25, 60], liveaboard: [140, 260] }

export type SeededTrip = { id: number; branchId: number; kind: TripKind; startDate: string; price: string; netPrice: string; currency: string }
export type SeededCourseDate = { id: number; branchId: number; templateId: number; startDate: string; price: string; netPrice: string; currency: string }
export type SeededCatalogue = { branchIds: number[]; trips: SeededTrip[]; courseDates: SeededCourseDate[] }

type Options = {
  diveCenters: number
  freelancers: number
  today: Date
  /** each branch's town and each trip's site (./geography.ts), given without drawing; none without */
  places?: PlaceIds
  imagesPerBranch?: [number, number]
  tripsPerBranch?: [number, number]
}

/** Branches with images, agencies, trips of every kind and course dates around `today`. */
export async function seedCatalogue(db: Db, random: Random, options: Options): Promise<SeededCatalogue> {
  const countries = new Map((await db.selectFrom('countries').select(['id', 'code']).execute()).map((row) => [row.code, row.id]))
  const organizations = await db.selectFrom('organizations').select(['id', 'short_name']).execute()
  const orgId = new Map(organizations.map((row) => [row.short_name, row.id]))
  let templates = await db.selectFrom('course_templates').select(['id', 'organization_id']).execute()
  if (templates.length === 0) {
    templates = await db
      .insertInto('course_templates')
      .values(
        courseSeed.map((course) => ({
          organization_id: orgId.get(course.org)!,
          name_en: course.en,
          name_ar: course.ar,
          level_en: course.levelEn,
          level_ar: course.levelAr,
          description_en: course.descEn,
          description_ar: course.descAr,
          logo_url: `/media/seed/org-${course.org.toLowerCase()}.svg`,
          level: course.levelEn.toLowerCase(),
        })),
      )
      .returning(['id', 'organization_id'])
      .execute()
  }
  const templateInfo = new Map(templates.map((row, index) => [row.id, courseSeed[index % courseSeed.length]!]))

  // Branches
  const takenNames = new Set((await db.selectFrom('branches').select('name_en').execute()).map((row) => row.name_en))
  type Plan = { row: Insertable<BranchTable>; city: City; sites: Site[]; orgs: string[] }
  const plans: Plan[] = []
  const total = options.diveCenters + options.freelancers
  for (let index = 0; index < total; index++) {
    const kind = index < options.diveCenters ? 'diveCenter' : 'freelancer'
    const city = pickCity(random)
    const name = kind === 'diveCenter' ? diveCenterName(random, [city.en, city.ar], takenNames) : personName(random, takenNames)
    const sites = random.sample(city.sites, 4)
    const middleEast = ['eg', 'sa', 'jo', 'ae', 'om', 'bh', 'kw', 'sd'].includes(city.country)
    const orgs = random.sample(['PADI', 'SSI', 'CMAS', 'NAUI', 'RAID', 'AIDA'], random.int(1, 3)).sort()
    const languages = [
      'en',
      ...(middleEast ? (random.chance(0.85) ? ['ar'] : []) : random.chance(0.15) ? ['ar'] : []),
      ...random.sample(extraLanguages, random.int(0, 2)),
    ]
    const [descEn, descAr] = description(kind, name, city, sites, orgs)
    const onMap = random.chance(0.88) // the spec's map shows only when both are above 0
    const slug = name[0].toLowerCase().replace(/[^a-z0-9]+/g, '')
    plans.push({
      city,
      sites,
      orgs,
      row: {
        kind,
        name_en: name[0],
        name_ar: name[1],
        country_id: countries.get(city.country)!,
        town_id: options.places ? townOf(options.places, city) : null,
        city_en: city.en,
        city_ar: city.ar,
        image_url: `/media/seed/branch-${slug}-1.svg`,
        rate: null, // from reviews (server/modules/reviews/rates.ts)
        description_en: descEn,
        description_ar: descAr,
        lat: onMap ? (city.lat + (random.next() - 0.5) * 0.08).toFixed(6) : 0,
        lng: onMap ? (city.lng + (random.next() - 0.5) * 0.08).toFixed(6) : 0,
        facebook: random.chance(0.7) ? `https://www.facebook.com/${slug}` : null,
        instagram: random.chance(0.8) ? `https://www.instagram.com/${slug}` : null,
        twitter: random.chance(0.3) ? `https://x.com/${slug}` : null,
        linkedin: random.chance(0.2) ? `https://www.linkedin.com/company/${slug}` : null,
        website: kind === 'diveCenter' && random.chance(0.7) ? `https://${slug}.example` : null,
        tel: kind === 'diveCenter' ? `+${random.int(20, 971)} ${random.int(100, 999)} ${random.int(1000, 9999)}` : null,
        mobile: `+${random.int(20, 971)} ${random.int(100, 999)} ${random.int(100000, 999999)}`,
        currency: city.currency,
        languages,
        pay_now: random.chance(0.85),
        pay_later: random.chance(0.55),
        trip_rate: null,
        course_rate: null,
        liveaboard_rate: null,
      },
    })
  }
  const branchIds: number[] = []
  await insertChunks(plans, 500, async (chunk) => {
    const ids = await db
      .insertInto('branches')
      .values(chunk.map((plan) => plan.row))
      .returning('id')
      .execute()
    branchIds.push(...ids.map((row) => row.id))
  })

  // Images (3–8 each, the first is the card image) and agencies
  const images: { branch_id: number; url: string; position: number }[] = []
  const links: { branch_id: number; organization_id: number }[] = []
  const [minImages, maxImages] = options.imagesPerBranch ?? [3, 8]
  plans.forEach((plan, index) => {
    const branchId = branchIds[index]!
    const count = random.int(minImages, maxImages)
    const base = plan.row.image_url.replace(/-1\.svg$/, '')
    for (let n = 1; n <= count; n++) images.push({ branch_id: branchId, url: `${base}-${n}.svg`, position: n })
    for (const org of plan.orgs) links.push({ branch_id: branchId, organization_id: orgId.get(org)! })
  })
  await insertChunks(images, 2000, (chunk) => db.insertInto('branch_images').values(chunk).execute())
  await insertChunks(links, 2000, (chunk) => db.insertInto('branch_organizations').values(chunk).execute())

  // Trips around today: some already past (for past reservations), most ahead.
  const tripRows: Insertable<TripTable>[] = []
  const [minTrips, maxTrips] = options.tripsPerBranch ?? [4, 10]
  plans.forEach((plan, index) => {
    const branchId = branchIds[index]!
    const count = random.int(minTrips, maxTrips)
    for (let n = 0; n < count; n++) {
      const kind: TripKind =
        plan.row.kind === 'diveCenter' && random.chance(0.12) ? 'liveaboard' : random.pick(['diving', 'diving', 'diving', 'freediving', 'snorkeling'] as const)
      const days = kind === 'liveaboard' ? random.int(4, 8) : kind === 'diving' ? random.pick([1, 1, 1, 2, 3]) : 1
      const site = random.pick(plan.sites)
      const [en, ar] = tripName(kind, site, days)
      const [low, high] = usdPerDay[kind]
      const price = priceIn(random.int(low, high) * days, plan.city.currency)
      const discounted = random.chance(0.4)
      const seats = random.int(6, 20)
      tripRows.push({
        branch_id: branchId,
        kind,
        name_en: en,
        name_ar: ar,
        image_url: `${plan.row.image_url.replace(/-1\.svg$/, '')}-trip-${n + 1}.svg`,
        days,
        start_date: dateFromToday(options.today, random.int(-75, 150)),
        seats_total: seats,
        seats_available: random.chance(0.08) ? 0 : random.int(1, seats),
        number_of_dives: kind === 'diving' ? days * random.int(2, 3) : kind === 'liveaboard' ? (days - 1) * 3 : 0,
        site_id: options.places?.site.get(site[0]) ?? null,
        price,
        net_price: discounted ? priceIn((price / (ratesPerUsd[plan.city.currency] ?? 1)) * random.pick([0.8, 0.85, 0.9]), plan.city.currency) : price,
        currency: plan.city.currency,
      })
    }
  })
  const trips: SeededTrip[] = []
  await insertChunks(tripRows, 1000, async (chunk) => {
    const rows = await db.insertInto('trips').values(chunk).returning(['id', 'branch_id', 'kind', 'start_date', 'price', 'net_price', 'currency']).execute()
    trips.push(
      ...rows.map((row) => ({
        id: row.id,
        branchId: row.branch_id,
        kind: row.kind,
        startDate: row.start_date,
        price: row.price,
        netPrice: row.net_price,
        currency: row.currency,
      })),
    )
  })

  // Course dates: each branch teaches a few of its agencies' courses, some online.
  const courseRows: Insertable<CourseDateTable>[] = []
  plans.forEach((plan, index) => {
    const branchId = branchIds[index]!
    const offered = templates.filter((template) => plan.orgs.some((org) => orgId.get(org) === template.organization_id))
    for (const template of random.sample(offered, plan.row.kind === 'diveCenter' ? random.int(1, 4) : random.int(0, 2))) {
      const info = templateInfo.get(template.id)!
      for (let n = random.int(1, 3); n > 0; n--) {
        const online = random.chance(0.1)
        const price = priceIn(info.usd * (0.9 + random.next() * 0.3), plan.city.currency)
        const seats = random.int(4, 10)
        courseRows.push({
          template_id: template.id,
          branch_id: branchId,
          start_date: dateFromToday(options.today, random.int(-60, 150)),
          duration_days: info.days,
          seats_total: seats,
          seats_available: random.int(0, seats),
          location_en: online ? 'Online' : `${plan.city.en}, ${random.pick(plan.sites)[0]}`,
          location_ar: online ? 'عبر الإنترنت' : `${plan.city.ar}، ${random.pick(plan.sites)[1]}`,
          is_online: online,
          price,
          net_price: random.chance(0.3) ? priceIn((price / (ratesPerUsd[plan.city.currency] ?? 1)) * 0.9, plan.city.currency) : price,
          currency: plan.city.currency,
        })
      }
    }
  })
  const courseDates: SeededCourseDate[] = []
  await insertChunks(courseRows, 1000, async (chunk) => {
    const rows = await db
      .insertInto('course_dates')
      .values(chunk)
      .returning(['id', 'branch_id', 'template_id', 'start_date', 'price', 'net_price', 'currency'])
      .execute()
    courseDates.push(
      ...rows.map((row) => ({
        id: row.id,
        branchId: row.branch_id,
        templateId: row.template_id,
        startDate: row.start_date,
        price: row.price,
        netPrice: row.net_price,
        currency: row.currency,
      })),
    )
  })
  return { branchIds, trips, courseDates }
}
