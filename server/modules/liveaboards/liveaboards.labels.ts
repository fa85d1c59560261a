import type { Lang } from '../../../contract/common.ts'
import type { CabinType, decks, ExtraItem, MarineLife, SafetyItem } from '../../../contract/liveaboards.ts'

type Words = readonly [en: string, ar: string]

/** The names of the codes Liveaboards/Details and Boats/Details send, in both languages. */
const cabinNames: Record<CabinType, Words> = {
  'twin-lower': ['Twin, two lower beds', 'كابينة بسريرين منفصلين'],
  double: ['Double', 'كابينة بسرير مزدوج'],
  master: ['Master suite', 'جناح رئيسي'],
  single: ['Single', 'كابينة فردية'],
}

const deckNames: Record<(typeof decks)[number], Words> = {
  lower: ['Lower deck', 'السطح السفلي'],
  main: ['Main deck', 'السطح الرئيسي'],
  upper: ['Upper deck', 'السطح العلوي'],
}

const extraNames: Record<ExtraItem, Words> = {
  meals: ['Full board: every meal and snacks', 'إقامة كاملة: جميع الوجبات والوجبات الخفيفة'],
  drinks: ['Water, soft drinks, tea and coffee', 'الماء والمشروبات الغازية والشاي والقهوة'],
  tanks: ['12-litre tanks', 'أسطوانات سعة 12 لترًا'],
  weights: ['Weights and belt', 'الأثقال والحزام'],
  nitrox: ['Nitrox', 'النيتروكس'],
  'rental-gear': ['Rental equipment', 'استئجار المعدات'],
  'park-fees': ['Marine park fees', 'رسوم المحميات البحرية'],
  'port-fees': ['Port fees', 'رسوم الميناء'],
  transfers: ['Airport transfers', 'التوصيل من المطار وإليه'],
}

const safetyNames: Record<SafetyItem, Words> = {
  epirb: ['EPIRB emergency beacon', 'منارة طوارئ لتحديد الموقع (EPIRB)'],
  'life-rafts': ['Life rafts for everyone on board', 'أطواف نجاة تتسع لكل من على متن القارب'],
  oxygen: ['Emergency oxygen', 'أكسجين للطوارئ'],
  'first-aid': ['First-aid kit', 'حقيبة إسعافات أولية'],
  aed: ['Defibrillator (AED)', 'جهاز إزالة الرجفان القلبي'],
  'satellite-phone': ['Satellite phone', 'هاتف يعمل عبر الأقمار الصناعية'],
  'vhf-radio': ['VHF radio', 'جهاز لاسلكي VHF'],
  'fire-suppression': ['Fire suppression system', 'نظام لإطفاء الحرائق'],
  'life-jackets': ['Life jackets', 'سترات النجاة'],
  radar: ['Radar and GPS', 'رادار ونظام تحديد المواقع'],
  smb: ['A surface marker buoy for each diver', 'عوامة إشارة سطحية لكل غواص'],
  'dive-alert': ['Personal locator beacons for divers', 'أجهزة تحديد موقع شخصية للغواصين'],
}

const lifeNames: Record<MarineLife, Words> = {
  'reef-sharks': ['Reef sharks', 'أسماك قرش الشعاب'],
  hammerheads: ['Hammerhead sharks', 'أسماك القرش المطرقة'],
  'oceanic-whitetips': ['Oceanic whitetip sharks', 'أسماك قرش المحيط ذات الزعانف البيضاء'],
  'thresher-sharks': ['Thresher sharks', 'أسماك قرش الدرّاس'],
  'whale-sharks': ['Whale sharks', 'أسماك قرش الحوت'],
  'manta-rays': ['Manta rays', 'أسماك المانتا'],
  'eagle-rays': ['Eagle rays', 'أسماك الراي النسري'],
  dolphins: ['Dolphins', 'الدلافين'],
  turtles: ['Turtles', 'السلاحف البحرية'],
  dugongs: ['Dugongs', 'أبقار البحر'],
  barracuda: ['Barracuda', 'أسماك الباراكودا'],
  'napoleon-wrasse': ['Napoleon wrasse', 'أسماك نابليون'],
  'moray-eels': ['Moray eels', 'ثعابين الموراي'],
  lionfish: ['Lionfish', 'أسماك الأسد'],
  glassfish: ['Glassfish', 'الأسماك الزجاجية'],
  'reef-fish': ['Reef fish', 'أسماك الشعاب'],
  'soft-corals': ['Soft corals', 'المرجان الرخو'],
  'hard-corals': ['Hard corals', 'المرجان الصلب'],
  nudibranchs: ['Nudibranchs', 'الرخويات عارية الخياشيم'],
}

const inLang = (words: Words, lang: Lang) => (lang === 'ar' ? words[1] : words[0])

export const cabinName = (type: CabinType, lang: Lang): string => inLang(cabinNames[type], lang)
export const deckName = (deck: (typeof decks)[number], lang: Lang): string => inLang(deckNames[deck], lang)
export const extraName = (item: ExtraItem, lang: Lang): string => inLang(extraNames[item], lang)
export const safetyName = (item: SafetyItem, lang: Lang): string => inLang(safetyNames[item], lang)
export const lifeName = (item: MarineLife, lang: Lang): string => inLang(lifeNames[item], lang)
