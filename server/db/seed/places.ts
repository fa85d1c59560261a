/** A dive site, in both languages. */
export type Site = readonly [en: string, ar: string]

export type City = {
  country: string
  en: string
  ar: string
  lat: number
  lng: number
  currency: string
  /** how many branches it gets relative to others */
  weight: number
  sites: readonly Site[]
}

const generic: readonly Site[] = [
  ['House Reef', 'الشعاب المنزلية'],
  ['Coral Garden', 'حديقة المرجان'],
  ['Turtle Bay', 'خليج السلاحف'],
  ['Drift Wall', 'الجدار المنجرف'],
]

/** The Red Sea first, then the world's dive destinations. Coordinates are the towns'. */
const towns: ReadonlyArray<Omit<City, 'sites'> & { sites: readonly Site[] }> = [
  {
    country: 'eg',
    en: 'Dahab',
    ar: 'دهب',
    lat: 28.5009,
    lng: 34.5133,
    currency: 'EGP',
    weight: 6,
    sites: [
      ['Blue Hole', 'الثقب الأزرق'],
      ['The Canyon', 'الكانيون'],
      ['Lighthouse', 'المنارة'],
      ['Three Pools', 'البرك الثلاث'],
    ],
  },
  {
    country: 'eg',
    en: 'Sharm El Sheikh',
    ar: 'شرم الشيخ',
    lat: 27.9158,
    lng: 34.33,
    currency: 'USD',
    weight: 6,
    sites: [
      ['Ras Mohammed', 'رأس محمد'],
      ['SS Thistlegorm', 'حطام ثيسلجورم'],
      ['Tiran Strait', 'مضيق تيران'],
      ['Jackson Reef', 'شعاب جاكسون'],
    ],
  },
  {
    country: 'eg',
    en: 'Hurghada',
    ar: 'الغردقة',
    lat: 27.2579,
    lng: 33.8116,
    currency: 'EUR',
    weight: 6,
    sites: [
      ['Giftun Island', 'جزيرة الجفتون'],
      ['El Fanadir', 'الفنادير'],
      ['Carless Reef', 'شعاب كارلس'],
      ['Abu Nuhas Wrecks', 'حطام أبو نحاس'],
    ],
  },
  {
    country: 'eg',
    en: 'Marsa Alam',
    ar: 'مرسى علم',
    lat: 25.0676,
    lng: 34.8789,
    currency: 'EUR',
    weight: 5,
    sites: [
      ['Elphinstone', 'إلفنستون'],
      ['Abu Dabbab', 'أبو دباب'],
      ['Dolphin House', 'بيت الدلافين'],
      ['Daedalus Reef', 'شعاب ديدالوس'],
    ],
  },
  {
    country: 'eg',
    en: 'El Gouna',
    ar: 'الجونة',
    lat: 27.3947,
    lng: 33.6782,
    currency: 'EGP',
    weight: 2,
    sites: [
      ['Abu Nuhas Wrecks', 'حطام أبو نحاس'],
      ['Shaab El Erg', 'شعب العرق'],
    ],
  },
  {
    country: 'eg',
    en: 'Safaga',
    ar: 'سفاجا',
    lat: 26.7292,
    lng: 33.9365,
    currency: 'EGP',
    weight: 2,
    sites: [
      ['Panorama Reef', 'شعاب بانوراما'],
      ['Salem Express', 'حطام سالم إكسبريس'],
    ],
  },
  {
    country: 'sa',
    en: 'Jeddah',
    ar: 'جدة',
    lat: 21.4858,
    lng: 39.1925,
    currency: 'SAR',
    weight: 5,
    sites: [
      ['Abu Tair', 'أبو طير'],
      ['Chicken Wreck', 'حطام الدجاج'],
      ['Sharm Obhur', 'شرم أبحر'],
    ],
  },
  {
    country: 'sa',
    en: 'Yanbu',
    ar: 'ينبع',
    lat: 24.0895,
    lng: 38.0618,
    currency: 'SAR',
    weight: 3,
    sites: [
      ['Seven Sisters', 'الأخوات السبع'],
      ['Iona Wreck', 'حطام أيونا'],
    ],
  },
  {
    country: 'sa',
    en: 'Umluj',
    ar: 'أملج',
    lat: 25.0213,
    lng: 37.2685,
    currency: 'SAR',
    weight: 2,
    sites: [
      ['Umluj Islands', 'جزر أملج'],
      ['Blue Lagoon', 'البحيرة الزرقاء'],
    ],
  },
  {
    country: 'sa',
    en: 'Al Lith',
    ar: 'الليث',
    lat: 20.1497,
    lng: 40.2706,
    currency: 'SAR',
    weight: 2,
    sites: [
      ['Jabal Al Lith', 'جبل الليث'],
      ['Whale Shark Point', 'نقطة القرش الحوتي'],
    ],
  },
  { country: 'sa', en: 'Farasan Islands', ar: 'جزر فرسان', lat: 16.7056, lng: 42.1174, currency: 'SAR', weight: 1, sites: [['Farasan Banks', 'ضفاف فرسان']] },
  {
    country: 'jo',
    en: 'Aqaba',
    ar: 'العقبة',
    lat: 29.5267,
    lng: 35.0078,
    currency: 'USD',
    weight: 4,
    sites: [
      ['Cedar Pride Wreck', 'حطام سيدار برايد'],
      ['Japanese Garden', 'الحديقة اليابانية'],
      ['Tank Wreck', 'حطام الدبابة'],
    ],
  },
  {
    country: 'ae',
    en: 'Fujairah',
    ar: 'الفجيرة',
    lat: 25.1288,
    lng: 56.3265,
    currency: 'AED',
    weight: 3,
    sites: [
      ['Snoopy Island', 'جزيرة سنوبي'],
      ['Martini Rock', 'صخرة مارتيني'],
    ],
  },
  {
    country: 'ae',
    en: 'Dubai',
    ar: 'دبي',
    lat: 25.2048,
    lng: 55.2708,
    currency: 'AED',
    weight: 2,
    sites: [
      ['Cement Barge', 'حطام بارجة الإسمنت'],
      ['Zainab Wreck', 'حطام زينب'],
    ],
  },
  {
    country: 'om',
    en: 'Muscat',
    ar: 'مسقط',
    lat: 23.588,
    lng: 58.3829,
    currency: 'USD',
    weight: 2,
    sites: [
      ['Daymaniyat Islands', 'جزر الديمانيات'],
      ['Fahal Island', 'جزيرة الفحل'],
    ],
  },
  {
    country: 'om',
    en: 'Musandam',
    ar: 'مسندم',
    lat: 26.1861,
    lng: 56.2461,
    currency: 'USD',
    weight: 1,
    sites: [
      ['Lima Rock', 'صخرة ليما'],
      ['Octopus Rock', 'صخرة الأخطبوط'],
    ],
  },
  { country: 'bh', en: 'Manama', ar: 'المنامة', lat: 26.2285, lng: 50.586, currency: 'BHD', weight: 1, sites: [['Pearl Beds', 'مغاصات اللؤلؤ']] },
  { country: 'kw', en: 'Kuwait City', ar: 'مدينة الكويت', lat: 29.3759, lng: 47.9774, currency: 'KWD', weight: 1, sites: [['Kubbar Island', 'جزيرة كبر']] },
  {
    country: 'sd',
    en: 'Port Sudan',
    ar: 'بورتسودان',
    lat: 19.6158,
    lng: 37.2164,
    currency: 'USD',
    weight: 1,
    sites: [
      ["Sha'ab Rumi", 'شعب رومي'],
      ['Umbria Wreck', 'حطام أومبريا'],
    ],
  },
  {
    country: 'mv',
    en: 'Malé',
    ar: 'ماليه',
    lat: 4.1755,
    lng: 73.5093,
    currency: 'USD',
    weight: 3,
    sites: [
      ['Manta Point', 'نقطة المانتا'],
      ['Banana Reef', 'شعاب الموز'],
    ],
  },
  {
    country: 'th',
    en: 'Koh Tao',
    ar: 'كو تاو',
    lat: 10.0956,
    lng: 99.8404,
    currency: 'USD',
    weight: 2,
    sites: [
      ['Chumphon Pinnacle', 'قمة تشومفون'],
      ['Sail Rock', 'صخرة الشراع'],
    ],
  },
  {
    country: 'id',
    en: 'Bali',
    ar: 'بالي',
    lat: -8.3405,
    lng: 115.092,
    currency: 'USD',
    weight: 2,
    sites: [
      ['USAT Liberty Wreck', 'حطام ليبرتي'],
      ['Nusa Penida', 'نوسا بينيدا'],
    ],
  },
  {
    country: 'ph',
    en: 'Moalboal',
    ar: 'موالبوال',
    lat: 9.9533,
    lng: 123.3986,
    currency: 'USD',
    weight: 1,
    sites: [
      ['Sardine Run', 'سرب السردين'],
      ['Pescador Island', 'جزيرة بيسكادور'],
    ],
  },
  {
    country: 'mt',
    en: 'Gozo',
    ar: 'غوزو',
    lat: 36.0443,
    lng: 14.2512,
    currency: 'EUR',
    weight: 1,
    sites: [
      ['Blue Hole Gozo', 'الثقب الأزرق في غوزو'],
      ['Inland Sea', 'البحر الداخلي'],
    ],
  },
  { country: 'es', en: 'Tenerife', ar: 'تينيريفي', lat: 28.2916, lng: -16.6291, currency: 'EUR', weight: 1, sites: [['Turtle Reef', 'شعاب السلاحف']] },
  { country: 'mx', en: 'Cozumel', ar: 'كوزوميل', lat: 20.4318, lng: -86.9203, currency: 'USD', weight: 1, sites: [['Palancar Reef', 'شعاب بالانكار']] },
  {
    country: 'au',
    en: 'Cairns',
    ar: 'كيرنز',
    lat: -16.9186,
    lng: 145.7781,
    currency: 'USD',
    weight: 1,
    sites: [['Great Barrier Reef', 'الحاجز المرجاني العظيم']],
  },
  { country: 'tr', en: 'Kaş', ar: 'كاش', lat: 36.2018, lng: 29.6377, currency: 'EUR', weight: 1, sites: [['Kaş Canyon', 'وادي كاش']] },
  { country: 'gb', en: 'Plymouth', ar: 'بليموث', lat: 50.3755, lng: -4.1427, currency: 'GBP', weight: 1, sites: [['HMS Scylla', 'حطام سيلا']] },
  {
    country: 'in',
    en: 'Havelock Island',
    ar: 'جزيرة هافلوك',
    lat: 11.9761,
    lng: 92.9876,
    currency: 'INR',
    weight: 1,
    sites: [["Dixon's Pinnacle", 'قمة ديكسون']],
  },
]

export const cities: readonly City[] = towns.map((town) => ({ ...town, sites: [...town.sites, ...generic] }))
