import type { Db } from '../schema.ts'
import { cities, type City } from './places.ts'

/** A position, [latitude, longitude] in degrees. */
type Spot = readonly [lat: number, lng: number]

/** The regions that group the seed's towns, by country, in both languages, each with the towns it holds. */
const regions: ReadonlyArray<{ country: string; en: string; ar: string; at: Spot; towns: readonly string[] }> = [
  { country: 'eg', en: 'Sinai', ar: 'سيناء', at: [28.2, 34.3], towns: ['Dahab', 'Sharm El Sheikh'] },
  { country: 'eg', en: 'Hurghada & Safaga', ar: 'الغردقة وسفاجا', at: [27.1, 33.85], towns: ['Hurghada', 'El Gouna', 'Safaga'] },
  { country: 'eg', en: 'Marsa Alam & the deep south', ar: 'مرسى علم والجنوب العميق', at: [24.9, 35.0], towns: ['Marsa Alam'] },
  { country: 'jo', en: 'Gulf of Aqaba', ar: 'خليج العقبة', at: [29.45, 34.98], towns: ['Aqaba'] },
  { country: 'sa', en: 'Saudi Red Sea', ar: 'البحر الأحمر السعودي', at: [22.5, 38.9], towns: ['Jeddah', 'Yanbu', 'Umluj', 'Al Lith', 'Farasan Islands'] },
  { country: 'sd', en: 'Sudanese Red Sea', ar: 'البحر الأحمر السوداني', at: [19.8, 37.3], towns: ['Port Sudan'] },
  { country: 'ae', en: 'East Coast', ar: 'الساحل الشرقي', at: [25.3, 56.35], towns: ['Fujairah'] },
]

/**
 * Where the seed's named dive sites are (approximately: a reef, a wreck or the mooring a boat uses);
 * the famous Red Sea ones where they really are, the others near their town. A site the draws name
 * that is not here ("House Reef", "Coral Garden", "Turtle Bay", "Drift Wall": every town has one) is
 * no place: its trips are found by their town.
 */
const siteSpots: Readonly<Record<string, Spot>> = {
  'Blue Hole': [28.5722, 34.5372],
  'The Canyon': [28.5532, 34.5213],
  Lighthouse: [28.4938, 34.5167],
  'Three Pools': [28.4425, 34.4581],
  'Ras Mohammed': [27.7306, 34.2573],
  'SS Thistlegorm': [27.8136, 33.9213],
  'Tiran Strait': [27.9861, 34.4556],
  'Jackson Reef': [27.9966, 34.4706],
  'Giftun Island': [27.2, 33.95],
  'El Fanadir': [27.2836, 33.8438],
  'Carless Reef': [27.2175, 33.9022],
  'Abu Nuhas Wrecks': [27.5792, 33.9236],
  Elphinstone: [25.3097, 34.8614],
  'Abu Dabbab': [25.3383, 34.7394],
  'Dolphin House': [24.9858, 34.9756],
  'Daedalus Reef': [24.9283, 35.8697],
  'Shaab El Erg': [27.4153, 33.8697],
  'Panorama Reef': [26.8311, 34.0047],
  'Salem Express': [26.6383, 34.0603],
  'Abu Tair': [21.6517, 39.0264],
  'Chicken Wreck': [21.5589, 39.1031],
  'Sharm Obhur': [21.7044, 39.0936],
  'Seven Sisters': [23.9978, 37.9511],
  'Iona Wreck': [24.1022, 37.8897],
  'Umluj Islands': [25.0503, 37.1003],
  'Blue Lagoon': [24.9517, 37.2003],
  'Jabal Al Lith': [20.1447, 40.1339],
  'Whale Shark Point': [20.1003, 40.0497],
  'Farasan Banks': [18.2003, 40.8003],
  'Cedar Pride Wreck': [29.4889, 34.9825],
  'Japanese Garden': [29.4344, 34.9753],
  'Tank Wreck': [29.4603, 34.9772],
  'Snoopy Island': [25.4853, 56.3653],
  'Martini Rock': [25.3403, 56.3703],
  'Cement Barge': [25.1303, 55.1503],
  'Zainab Wreck': [25.2003, 55.1203],
  'Daymaniyat Islands': [23.8503, 58.1003],
  'Fahal Island': [23.6803, 58.5003],
  'Lima Rock': [25.9503, 56.4703],
  'Octopus Rock': [26.3803, 56.4003],
  'Pearl Beds': [26.4003, 50.7003],
  'Kubbar Island': [29.0703, 48.4903],
  "Sha'ab Rumi": [19.9353, 37.4125],
  'Umbria Wreck': [19.6433, 37.2983],
  'Manta Point': [4.2803, 73.5503],
  'Banana Reef': [4.2403, 73.5303],
  'Chumphon Pinnacle': [10.1603, 99.8003],
  'Sail Rock': [9.9403, 99.9703],
  'USAT Liberty Wreck': [-8.2744, 115.5928],
  'Nusa Penida': [-8.7303, 115.5403],
  'Sardine Run': [9.9503, 123.3703],
  'Pescador Island': [9.9203, 123.3403],
  'Blue Hole Gozo': [36.0533, 14.1883],
  'Inland Sea': [36.0553, 14.1903],
  'Turtle Reef': [28.1003, -16.7703],
  'Palancar Reef': [20.3503, -87.0303],
  'Great Barrier Reef': [-16.7003, 146.0003],
  'Kaş Canyon': [36.1903, 29.6303],
  'HMS Scylla': [50.3303, -4.2503],
  "Dixon's Pinnacle": [12.0003, 93.0503],
}

/**
 * Offshore sites no center of the draws names, reached by the liveaboards of their region's towns
 * (seeded with the departures spread over the year, ./departures.ts).
 */
export const offshoreSites: ReadonlyArray<{ en: string; ar: string; at: Spot; region: string }> = [
  { en: 'The Brothers', ar: 'جزر الأخوين', at: [26.3117, 34.8458], region: 'Marsa Alam & the deep south' },
  { en: 'Zabargad Island', ar: 'جزيرة الزبرجد', at: [23.6097, 36.1944], region: 'Marsa Alam & the deep south' },
  { en: 'Fury Shoals', ar: 'شعاب فيوري', at: [24.2667, 35.4333], region: 'Marsa Alam & the deep south' },
  { en: 'Shark and Yolanda Reef', ar: 'شعاب القرش ويولاندا', at: [27.7297, 34.2592], region: 'Sinai' },
]

export type PlaceIds = {
  /** a town's place by country code and English name ('eg:Dahab') */
  town: Map<string, number>
  /** a site's place by its English name */
  site: Map<string, number>
  /** a region's place by its English name */
  region: Map<string, number>
}

const townKey = (city: Pick<City, 'country' | 'en'>) => `${city.country}:${city.en}`

/**
 * The countries of the seed's towns, their regions, the towns and their dive sites, with positions
 * and both names. A country's position is the middle of its towns; a site that several towns name
 * (Abu Nuhas from Hurghada and El Gouna) is one place, under the first town that names it. Inserted
 * before the catalogue is drawn and without drawing, so no draw of the seed's PRNG moves.
 */
export async function seedPlaces(db: Db): Promise<PlaceIds> {
  const countryIds = new Map((await db.selectFrom('countries').select(['id', 'code']).execute()).map((row) => [row.code, row.id]))
  const insert = async (row: { kind: 'country' | 'region' | 'town' | 'site'; parent: number | null; country: string; en: string; ar: string; at: Spot }) =>
    (
      await db
        .insertInto('places')
        .values({
          kind: row.kind,
          parent_id: row.parent,
          country_id: countryIds.get(row.country)!,
          name_en: row.en,
          name_ar: row.ar,
          lat: row.at[0],
          lng: row.at[1],
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const ids: PlaceIds = { town: new Map(), site: new Map(), region: new Map() }
  const codes = [...new Set(cities.map((city) => city.country))]
  for (const code of codes) {
    const towns = cities.filter((city) => city.country === code)
    const middle: Spot = [towns.reduce((sum, t) => sum + t.lat, 0) / towns.length, towns.reduce((sum, t) => sum + t.lng, 0) / towns.length]
    const name = await db.selectFrom('countries').select(['name_en', 'name_ar']).where('code', '=', code).executeTakeFirstOrThrow()
    const country = await insert({ kind: 'country', parent: null, country: code, en: name.name_en, ar: name.name_ar, at: middle })
    const regionOf = new Map<string, number>()
    for (const region of regions.filter((r) => r.country === code)) {
      const id = await insert({ kind: 'region', parent: country, country: code, en: region.en, ar: region.ar, at: region.at })
      ids.region.set(region.en, id)
      for (const town of region.towns) regionOf.set(town, id)
    }
    for (const town of towns) {
      const id = await insert({ kind: 'town', parent: regionOf.get(town.en) ?? country, country: code, en: town.en, ar: town.ar, at: [town.lat, town.lng] })
      ids.town.set(townKey(town), id)
      for (const [en, ar] of town.sites) {
        const spot = siteSpots[en]
        if (!spot || ids.site.has(en)) continue
        ids.site.set(en, await insert({ kind: 'site', parent: id, country: code, en, ar, at: spot }))
      }
    }
  }
  for (const site of offshoreSites) {
    const region = regions.find((r) => r.en === site.region)!
    ids.site.set(site.en, await insert({ kind: 'site', parent: ids.region.get(site.region)!, country: region.country, en: site.en, ar: site.ar, at: site.at }))
  }
  return ids
}

/** The town place of a seeded city. */
export const townOf = (ids: PlaceIds, city: Pick<City, 'country' | 'en'>): number => ids.town.get(townKey(city))!
