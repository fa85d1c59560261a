import type { Random } from './random.ts'

type Pair = readonly [en: string, ar: string]

const nouns: readonly Pair[] = [
  ['Coral', 'المرجان'],
  ['Blue Wave', 'الموجة الزرقاء'],
  ['Manta', 'المانتا'],
  ['Dolphin', 'الدلفين'],
  ['Reef', 'الشعاب'],
  ['Sea Star', 'نجمة البحر'],
  ['Turtle', 'السلحفاة'],
  ['Deep Blue', 'الأزرق العميق'],
  ['Nautilus', 'النوتيلوس'],
  ['Poseidon', 'بوسيدون'],
  ['Sunrise', 'الشروق'],
  ['Lagoon', 'البحيرة'],
  ['Aqua', 'أكوا'],
  ['Anemone', 'شقائق النعمان'],
  ['Barracuda', 'الباراكودا'],
  ['Orca', 'الأوركا'],
  ['Hammerhead', 'القرش المطرقة'],
  ['Oceanic', 'المحيط'],
  ['Neptune', 'نبتون'],
  ['Bubbles', 'الفقاعات'],
  ['Red Sea', 'البحر الأحمر'],
  ['Sandy Bay', 'الخليج الرملي'],
  ['Pearl', 'اللؤلؤ'],
  ['Seahorse', 'فرس البحر'],
  ['Napoleon', 'نابليون'],
]

const patterns: ReadonlyArray<(noun: Pair, city: Pair) => Pair> = [
  ([n, na], [c, ca]) => [`${n} Divers ${c}`, `غواصو ${na} - ${ca}`],
  ([n, na], [c, ca]) => [`${n} Dive Center ${c}`, `مركز ${na} للغوص - ${ca}`],
  ([n, na], [c, ca]) => [`${n} Diving Club ${c}`, `نادي ${na} للغوص - ${ca}`],
  ([n, na], [c, ca]) => [`${n} Dive Resort ${c}`, `منتجع ${na} للغوص - ${ca}`],
  ([n, na], [c, ca]) => [`${c} ${n} Scuba`, `${na} للغوص في ${ca}`],
]

/** A unique bilingual dive-center name for a city. */
export function diveCenterName(random: Random, city: Pair, taken: Set<string>): Pair {
  for (let attempt = 0; attempt < 200; attempt++) {
    const name = random.pick(patterns)(random.pick(nouns), city)
    if (!taken.has(name[0])) {
      taken.add(name[0])
      return name
    }
  }
  const fallback: Pair = [`Dive Center ${taken.size + 1} ${city[0]}`, `مركز الغوص ${taken.size + 1} - ${city[1]}`]
  taken.add(fallback[0])
  return fallback
}

const firstNames: readonly Pair[] = [
  ['Ahmed', 'أحمد'],
  ['Mohamed', 'محمد'],
  ['Omar', 'عمر'],
  ['Youssef', 'يوسف'],
  ['Khaled', 'خالد'],
  ['Tarek', 'طارق'],
  ['Hassan', 'حسن'],
  ['Karim', 'كريم'],
  ['Mostafa', 'مصطفى'],
  ['Ali', 'علي'],
  ['Fahad', 'فهد'],
  ['Faisal', 'فيصل'],
  ['Layla', 'ليلى'],
  ['Sara', 'سارة'],
  ['Nour', 'نور'],
  ['Mariam', 'مريم'],
  ['Rania', 'رانيا'],
  ['Dina', 'دينا'],
  ['Yasmin', 'ياسمين'],
  ['Reem', 'ريم'],
  ['Lina', 'لينا'],
  ['Marco', 'ماركو'],
  ['Anna', 'آنا'],
  ['Lukas', 'لوكاس'],
  ['Sofia', 'صوفيا'],
  ['James', 'جيمس'],
  ['Elena', 'إيلينا'],
  ['Pierre', 'بيير'],
  ['Mia', 'ميا'],
]
const lastNames: readonly Pair[] = [
  ['Saleh', 'صالح'],
  ['Haddad', 'حداد'],
  ['Mansour', 'منصور'],
  ['El-Sayed', 'السيد'],
  ['Farouk', 'فاروق'],
  ['Al-Harbi', 'الحربي'],
  ['Al-Qahtani', 'القحطاني'],
  ['Nasser', 'ناصر'],
  ['Khalil', 'خليل'],
  ['Darwish', 'درويش'],
  ['Rossi', 'روسي'],
  ['Müller', 'مولر'],
  ['Novak', 'نوفاك'],
  ['Dubois', 'دوبوا'],
  ['Smith', 'سميث'],
  ['García', 'غارسيا'],
  ['Hamdan', 'حمدان'],
  ['Zaki', 'زكي'],
]

export function personName(random: Random, taken: Set<string>): Pair {
  for (let attempt = 0; attempt < 500; attempt++) {
    const [first, firstAr] = random.pick(firstNames)
    const [last, lastAr] = random.pick(lastNames)
    const name: Pair = [`${first} ${last}`, `${firstAr} ${lastAr}`]
    if (!taken.has(name[0])) {
      taken.add(name[0])
      return name
    }
  }
  const fallback: Pair = [`Instructor ${taken.size + 1}`, `مدرب ${taken.size + 1}`]
  taken.add(fallback[0])
  return fallback
}

/** Language codes a branch speaks; their display names come from Intl.DisplayNames. */
export const extraLanguages = ['de', 'fr', 'it', 'ru', 'es'] as const
