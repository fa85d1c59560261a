import type { CancellationPolicy } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import type { TripSearchItem } from '../../../contract/trips.ts'
import { longDate } from '../../lib/intl.ts'
import type { BranchSummaryRow, DepartureRow } from './trips.repository.ts'

type Kind = 'diving' | 'freediving' | 'snorkeling' | 'liveaboard' | 'course' | 'online-course'

/** What a departure of each kind includes, as operators list it (both languages). */
const inclusions: Record<Kind, Array<[string, string]>> = {
  diving: [['Boat and fuel', 'القارب والوقود'], ['Tanks, weights and belt', 'الأسطوانات والأثقال والحزام'], ['A dive guide', 'مرشد غوص'], ['Lunch and soft drinks on board', 'الغداء والمشروبات على القارب']],
  freediving: [['A freediving coach', 'مدرب غوص حر'], ['Buoy and line', 'العوامة والحبل'], ['Weights', 'الأثقال'], ['Marine park fee', 'رسوم المحمية البحرية']],
  snorkeling: [['Boat', 'القارب'], ['Mask, snorkel and fins', 'القناع وأنبوب التنفس والزعانف'], ['A guide', 'مرشد'], ['Lunch on board', 'الغداء على القارب']],
  liveaboard: [['A cabin and every meal', 'كابينة وجميع الوجبات'], ['Up to three dives a day', 'حتى ثلاث غطسات يوميًا'], ['Tanks and weights', 'الأسطوانات والأثقال'], ['Marine park fees', 'رسوم المحميات البحرية']],
  course: [['Your instructor', 'مدربك'], ['Learning materials', 'المواد التعليمية'], ['The certification card', 'بطاقة الشهادة'], ['Equipment for the pool and open-water dives', 'المعدات لجلسات المسبح والغطسات في المياه المفتوحة']],
  'online-course': [['E-learning access', 'الوصول إلى التعلم الإلكتروني'], ['Your instructor’s review of each module', 'مراجعة المدرب لكل وحدة'], ['The certification card', 'بطاقة الشهادة']],
}

export const included = (kind: Kind, lang: Lang): string[] => inclusions[kind].map(([en, ar]) => (lang === 'ar' ? ar : en))

export function toSearchItem(row: DepartureRow, lang: Lang): TripSearchItem {
  const ar = lang === 'ar'
  return {
    activity: row.activity as TripSearchItem['activity'],
    id: row.id,
    name: ar ? row.name_ar : row.name_en,
    imageUrl: row.image_url,
    branchId: row.branch_id,
    branchName: ar ? row.branch_ar : row.branch_en,
    countryName: ar ? row.country_ar : row.country_en,
    city: ar ? row.city_ar : row.city_en,
    startDate: row.start_date,
    days: row.days,
    availableSeats: row.seats_available,
    numberOfDives: row.number_of_dives,
    price: Number(row.price),
    netPrice: Number(row.net_price),
    currency: row.currency,
    organizationName: row.organization_name,
    level: ar ? row.level_ar : row.level_en,
    payNow: row.pay_now,
    payLater: row.pay_later,
  }
}

export function toBranchSummary(row: BranchSummaryRow, lang: Lang) {
  const ar = lang === 'ar'
  return {
    branchId: row.branch_id,
    name: ar ? row.branch_ar : row.branch_en,
    imageUrl: row.branch_image,
    rate: row.rate === null ? null : Number(row.rate),
    countryName: ar ? row.country_ar : row.country_en,
    city: ar ? row.city_ar : row.city_en,
    lat: Number(row.lat),
    lng: Number(row.lng),
    payNow: row.pay_now,
    payLater: row.pay_later,
    organizations: row.organizations.map((o) => ({ organizationId: o.id, shortName: o.short_name, logoUrl: o.logo_url })),
  }
}

export const toPolicy = (row: { cancellation_policy: CancellationPolicy['tiers']; free_cancellation_hours: number }): CancellationPolicy => ({
  tiers: row.cancellation_policy,
  freeCancellationHours: row.free_cancellation_hours,
})

export const toOtherDate = (row: { id: number; start_date: string; seats_available: number; price: string; net_price: string; currency: string }) => ({
  id: row.id,
  startDate: row.start_date,
  availableSeats: row.seats_available,
  price: Number(row.price),
  netPrice: Number(row.net_price),
  currency: row.currency,
})

export const toReview = (row: { title: string; body: string; rate: number; created_at: Date; name: string }, lang: Lang) => ({
  body: row.body,
  title: row.title,
  userName: row.name,
  rate: row.rate,
  dateAsString: longDate(row.created_at, lang),
})
