import { sql } from 'kysely'
import type { Db, PolicyTier } from '../schema.ts'

/** Three policies operators really use; every branch gets one, by its id (no draw from the seed's PRNG). */
const policies: Array<{ tiers: PolicyTier[]; freeHours: number }> = [
  {
    tiers: [
      { minDaysBefore: 30, refundPercent: 100 },
      { minDaysBefore: 7, refundPercent: 50 },
    ],
    freeHours: 168,
  },
  {
    tiers: [
      { minDaysBefore: 14, refundPercent: 100 },
      { minDaysBefore: 3, refundPercent: 50 },
    ],
    freeHours: 72,
  },
  {
    tiers: [
      { minDaysBefore: 2, refundPercent: 100 },
      { minDaysBefore: 1, refundPercent: 50 },
    ],
    freeHours: 48,
  },
]

/** What each agency certifies, shown on its page. */
export const agencyDescriptions: Record<string, [en: string, ar: string]> = {
  PADI: [
    'The largest recreational diving agency: scuba courses from Discover Scuba to Instructor, recognised at dive centers worldwide.',
    'أكبر منظمة للغوص الترفيهي: دورات غوص من التجربة الأولى حتى المدرب، معترف بها في مراكز الغوص حول العالم.',
  ],
  SSI: [
    'Scuba, freediving and snorkeling courses taught through dive centers, with digital learning and certification cards.',
    'دورات الغوص بالأسطوانة والغوص الحر والغطس السطحي تُدرَّس عبر مراكز الغوص مع تعلم رقمي وبطاقات شهادة.',
  ],
  CMAS: [
    'The world federation of underwater activities: star-graded scuba certifications recognised by national federations.',
    'الاتحاد العالمي للأنشطة تحت الماء: شهادات غوص بنظام النجوم تعترف بها الاتحادات الوطنية.',
  ],
  NAUI: [
    'A non-profit agency known for thorough scuba training, from Scuba Diver to Instructor Trainer.',
    'منظمة غير ربحية معروفة بتدريب غوص شامل من غواص مبتدئ حتى مدرّب المدربين.',
  ],
  RAID: [
    'Rebreather and technical diving courses, as well as recreational scuba, with online theory.',
    'دورات الغوص بأجهزة إعادة التنفس والغوص التقني والغوص الترفيهي مع دروس نظرية عبر الإنترنت.',
  ],
  AIDA: [
    'The freediving federation: courses from AIDA 1 to Instructor, and the records and competitions of the sport.',
    'اتحاد الغوص الحر: دورات من المستوى الأول حتى المدرب، وأرقام الرياضة القياسية ومسابقاتها.',
  ],
}

/**
 * Each branch's cancellation policy, deposit terms, rule for moving a date and meeting point, and each agency's description, set after
 * the catalogue is drawn so the rest of the seed stays as it was.
 */
export async function seedPolicies(db: Db): Promise<void> {
  for (const [index, policy] of policies.entries()) {
    await db
      .updateTable('branches')
      .set({ cancellation_policy: JSON.stringify(policy.tiers), free_cancellation_hours: policy.freeHours })
      .where(sql<boolean>`id % ${policies.length} = ${index}`)
      .execute()
  }
  await db
    .updateTable('branches')
    .set({
      meeting_point_en: sql<string>`case when kind = 'diveCenter' then 'At the center in ' || city_en || ', 30 minutes before the start' else 'Agreed with your instructor: the hotel lobby or the dive site in ' || city_en end`,
      meeting_point_ar: sql<string>`case when kind = 'diveCenter' then 'في المركز في ' || city_ar || ' قبل البداية بثلاثين دقيقة' else 'بالاتفاق مع مدربك: بهو الفندق أو موقع الغوص في ' || city_ar end`,
    })
    .execute()
  // A third of the centers that take payment online take a deposit (20–30%) and the balance 30, 45
  // or 60 days before the start, as Red Sea operators ask; chosen by id so no seeded draw moves.
  await db
    .updateTable('branches')
    .set({ deposit_percent: sql<number>`20 + 5 * (id % 3)`, balance_due_days: sql<number>`30 + 15 * ((id / 9) % 3)` })
    .where('pay_now', '=', true)
    // every policy among them (policies go by id % 3)
    .where(sql<boolean>`(id / 3) % 3 = 1`)
    .execute()
  // Every center moves a booking to another date: free until 14, 7 or 3 days before, then 10, 15 or
  // 25% of its total.
  await db
    .updateTable('branches')
    .set({
      move_free_days: sql<number>`case id % 3 when 0 then 14 when 1 then 7 else 3 end`,
      move_fee_percent: sql<number>`case (id / 3) % 3 when 0 then 10 when 1 then 15 else 25 end`,
    })
    .execute()
  for (const [short, [en, ar]] of Object.entries(agencyDescriptions)) {
    await db.updateTable('organizations').set({ description_en: en, description_ar: ar }).where('short_name', '=', short).execute()
  }
}
