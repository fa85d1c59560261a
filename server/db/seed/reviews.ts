import { reviewTitle } from '../../modules/reviews/title.ts'
import type { Random } from './random.ts'

const bodies: Record<number, { en: string[]; ar: string[] }> = {
  5: {
    en: [
      'Best dive of my trip. The guide found two turtles and a moray for us.',
      'Perfect briefing, small group, and the boat crew were wonderful.',
      'Everything was organised to the minute. I will come back for my Advanced course.',
    ],
    ar: [
      'أفضل غطسة في رحلتي. وجد المرشد لنا سلحفاتين وثعبان موراي.',
      'شرح ممتاز ومجموعة صغيرة وطاقم القارب رائع.',
      'كل شيء كان منظمًا بدقة. سأعود لدورة المستوى المتقدم.',
    ],
  },
  4: {
    en: ['Great reef and friendly staff. Equipment was a little worn.', 'Very good day out; the second site was a bit crowded.'],
    ar: ['شعاب رائعة وطاقم ودود. المعدات كانت مستهلكة قليلًا.', 'يوم جيد جدًا، لكن الموقع الثاني كان مزدحمًا بعض الشيء.'],
  },
  3: {
    en: ['Good diving, but we waited an hour for the boat.', 'Nice sites; the briefing could have been clearer.'],
    ar: ['غوص جيد لكننا انتظرنا القارب ساعة.', 'مواقع جميلة لكن الشرح كان يمكن أن يكون أوضح.'],
  },
  2: { en: ['The trip was cut short because of the wind and nobody explained why.'], ar: ['اختُصرت الرحلة بسبب الرياح ولم يشرح لنا أحد السبب.'] },
  1: { en: ['Rental regulator free-flowed and there was no spare on board.'], ar: ['المنظم المستأجر كان يسرب الهواء ولم يكن هناك بديل على القارب.'] },
}

/** Mostly happy divers, as on any good marketplace, with a few honest complaints. */
export function randomReview(random: Random): { rate: number; title: string; body: string } {
  const rate = random.pick([5, 5, 5, 4, 4, 4, 3, 3, 2, 1])
  const lang = random.chance(0.45) ? 'ar' : 'en'
  return { rate, title: reviewTitle(rate, lang), body: random.pick(bodies[rate]![lang]) }
}
