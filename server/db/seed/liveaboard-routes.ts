/** A name in both languages. */
type Named = readonly [en: string, ar: string]

/** A stretch of a route: the area the boat is in and the sites it dives there (places' English names). */
export type Area = { name: Named; sites: readonly string[] }
export type RouteTemplate = { name: Named; areas: readonly Area[] }

/**
 * Offshore sites the routes dive that no town or draw names: added with the boats, after every other
 * draw, so no earlier place, trip or id moves. [en, ar, lat, lng, region]
 */
export const routeSites: ReadonlyArray<readonly [en: string, ar: string, lat: number, lng: number, region: string]> = [
  ["St. John's Reef", 'شعاب سانت جونز', 23.5667, 36.0667, 'Marsa Alam & the deep south'],
  ['Rocky Island', 'جزيرة روكي', 23.5583, 36.2639, 'Marsa Alam & the deep south'],
  ['Rosalie Moller', 'حطام روزالي مولر', 27.6423, 33.7925, 'Hurghada & Safaga'],
]

const area = (en: string, ar: string, ...sites: string[]): Area => ({ name: [en, ar], sites })

const northernWrecks: RouteTemplate = {
  name: ['Northern Wrecks & Reefs', 'حطام وشعاب الشمال'],
  areas: [
    area('Hurghada reefs', 'شعاب الغردقة', 'Carless Reef', 'El Fanadir'),
    area('Abu Nuhas', 'أبو نحاس', 'Abu Nuhas Wrecks'),
    area('Gubal Strait', 'مضيق جوبال', 'Rosalie Moller'),
    area("Sha'ab Ali", 'شعب علي', 'SS Thistlegorm'),
    area('Ras Mohammed', 'رأس محمد', 'Ras Mohammed', 'Shark and Yolanda Reef'),
    area('Giftun', 'الجفتون', 'Giftun Island', 'Shaab El Erg'),
  ],
}

const rasMohammedTiran: RouteTemplate = {
  name: ['Ras Mohammed & Tiran', 'رأس محمد وتيران'],
  areas: [
    area('Ras Mohammed', 'رأس محمد', 'Shark and Yolanda Reef', 'Ras Mohammed'),
    area('Strait of Tiran', 'مضيق تيران', 'Jackson Reef', 'Tiran Strait'),
    area('Dahab', 'دهب', 'The Canyon', 'Blue Hole'),
    area("Sha'ab Ali", 'شعب علي', 'SS Thistlegorm'),
    area('Abu Nuhas', 'أبو نحاس', 'Abu Nuhas Wrecks'),
  ],
}

const brothersDaedalusElphinstone: RouteTemplate = {
  name: ['Brothers – Daedalus – Elphinstone', 'الأخوين – ديدالوس – إلفنستون'],
  areas: [
    area('Marsa Alam coast', 'ساحل مرسى علم', 'Abu Dabbab'),
    area('The Brothers', 'جزر الأخوين', 'The Brothers'),
    area('Daedalus', 'ديدالوس', 'Daedalus Reef'),
    area('Elphinstone', 'إلفنستون', 'Elphinstone'),
  ],
}

const stJohns: RouteTemplate = {
  name: ["St. John's & the Deep South", 'سانت جونز والجنوب العميق'],
  areas: [
    area('Marsa Alam coast', 'ساحل مرسى علم', 'Dolphin House'),
    area('Fury Shoals', 'شعاب فيوري', 'Fury Shoals'),
    area("St. John's", 'سانت جونز', "St. John's Reef"),
    area('Rocky Island & Zabargad', 'جزيرة روكي والزبرجد', 'Rocky Island', 'Zabargad Island'),
    area('Fury Shoals', 'شعاب فيوري', 'Fury Shoals', 'Dolphin House'),
  ],
}

const brothersSafaga: RouteTemplate = {
  name: ['The Brothers & Safaga', 'جزر الأخوين وسفاجا'],
  areas: [
    area('Safaga', 'سفاجا', 'Panorama Reef'),
    area('The Brothers', 'جزر الأخوين', 'The Brothers'),
    area('Safaga', 'سفاجا', 'Salem Express', 'Panorama Reef'),
  ],
}

const yanbuUmluj: RouteTemplate = {
  name: ['Yanbu & the Umluj Islands', 'ينبع وجزر أملج'],
  areas: [area('Yanbu', 'ينبع', 'Seven Sisters', 'Iona Wreck'), area('Umluj', 'أملج', 'Umluj Islands', 'Blue Lagoon')],
}

const farasanBanks: RouteTemplate = {
  name: ['Farasan Banks', 'ضفاف فرسان'],
  areas: [area('Al Lith', 'الليث', 'Jabal Al Lith', 'Whale Shark Point'), area('Farasan Banks', 'ضفاف فرسان', 'Farasan Banks')],
}

const sudan: RouteTemplate = {
  name: ["Sudan: Sha'ab Rumi & the Umbria", 'السودان: شعب رومي وحطام أومبريا'],
  areas: [area('Port Sudan', 'بورتسودان', 'Umbria Wreck'), area("Sha'ab Rumi", 'شعب رومي', "Sha'ab Rumi")],
}

/** The routes the boats of a town's centers sail, by the town's English name. */
export const routesOfTown: Readonly<Record<string, readonly RouteTemplate[]>> = {
  Hurghada: [northernWrecks, brothersSafaga],
  'El Gouna': [northernWrecks],
  Safaga: [brothersSafaga, northernWrecks],
  'Sharm El Sheikh': [rasMohammedTiran, northernWrecks],
  Dahab: [rasMohammedTiran],
  'Marsa Alam': [brothersDaedalusElphinstone, stJohns],
  Yanbu: [yanbuUmluj],
  Umluj: [yanbuUmluj],
  Jeddah: [farasanBanks],
  'Al Lith': [farasanBanks],
  'Farasan Islands': [farasanBanks],
  'Port Sudan': [sudan],
}

/**
 * The port a town's boats sail from, where it is (the route's line starts there, not at the town's
 * centre: Port Ghalib is 60 km up the coast from Marsa Alam), and the town it is in when another
 * (Dahab's boats leave from Sharm).
 */
export const portOfTown: Readonly<Record<string, { port: Named; at: readonly [lat: number, lng: number]; town?: string }>> = {
  Dahab: { port: ['Travco Marina, Sharm El Sheikh', 'مرسى ترافكو، شرم الشيخ'], at: [27.8589, 34.2867], town: 'Sharm El Sheikh' },
  'Sharm El Sheikh': { port: ['Travco Marina', 'مرسى ترافكو'], at: [27.8589, 34.2867] },
  Hurghada: { port: ['Hurghada Marina', 'مارينا الغردقة'], at: [27.2231, 33.8475] },
  'El Gouna': { port: ['Abu Tig Marina', 'مارينا أبو تيج'], at: [27.4036, 33.6786] },
  Safaga: { port: ['Safaga Port', 'ميناء سفاجا'], at: [26.7442, 33.9398] },
  'Marsa Alam': { port: ['Port Ghalib', 'ميناء بورت غالب'], at: [25.5336, 34.6356] },
  Aqaba: { port: ['Aqaba Marina', 'مرسى العقبة'], at: [29.5267, 34.9964] },
  Jeddah: { port: ['Obhur Marina', 'مرسى أبحر'], at: [21.7286, 39.0964] },
  'Port Sudan': { port: ['Port Sudan Harbour', 'ميناء بورتسودان'], at: [19.6097, 37.2289] },
}

export const returnToPort: Named = ['Return to port', 'العودة إلى الميناء']

/** Boats' names: M/Y (motor yacht) and اليخت before them. */
export const boatNames: readonly Named[] = [
  ['Amira', 'أميرة'],
  ['Nour El Bahr', 'نور البحر'],
  ['Sea Falcon', 'صقر البحر'],
  ['Red Sea Spirit', 'روح البحر الأحمر'],
  ['Blue Melody', 'اللحن الأزرق'],
  ['Golden Dolphin', 'الدلفين الذهبي'],
  ['Coral Queen', 'ملكة المرجان'],
  ['Desert Star', 'نجمة الصحراء'],
  ['Scheherazade', 'شهرزاد'],
  ['Tala', 'تالا'],
  ['Salma', 'سلمى'],
  ['Yasmina', 'ياسمينة'],
  ['Sultana', 'سلطانة'],
  ['Blue Pearl', 'اللؤلؤة الزرقاء'],
  ['Sea Breeze', 'نسيم البحر'],
  ['Southern Wind', 'ريح الجنوب'],
  ['Manta Dream', 'حلم المانتا'],
  ['Hammerhead', 'القرش المطرقة'],
  ['Nefertari', 'نفرتاري'],
  ['Zahra', 'زهرة'],
  ['Reem', 'ريم'],
  ['Dana', 'دانة'],
  ['Layali', 'ليالي'],
  ['Morjan', 'مرجان'],
]

/** A second or third boat of the same name (another operator's): M/Y Amira II, اليخت أميرة الثاني. */
export const boatOrdinals: readonly Named[] = [
  ['', ''],
  [' II', ' الثاني'],
  [' III', ' الثالث'],
  [' IV', ' الرابع'],
  [' V', ' الخامس'],
  [' VI', ' السادس'],
  [' VII', ' السابع'],
  [' VIII', ' الثامن'],
]
