import * as v from 'valibot'
import { SEARCH_SEATS_MAX } from './activities.ts'
import { envelope, QueryInt } from './common.ts'
import { sexes } from './users.ts'
import { roundMoney } from './wallet.ts'

/**
 * Liveaboards as the product divers buy (decision 027): the boat that runs a departure, the cabins
 * it sells, its route day by day and what is included or extra. Every name is in the request's
 * language; every price is per person, in the trip's currency.
 */
export const cabinTypes = ['twin-lower', 'double', 'master', 'single'] as const
export type CabinType = (typeof cabinTypes)[number]
export const decks = ['lower', 'main', 'upper'] as const
export const extraItems = ['meals', 'drinks', 'tanks', 'weights', 'nitrox', 'rental-gear', 'park-fees', 'port-fees', 'transfers'] as const
export type ExtraItem = (typeof extraItems)[number]
/** What an extra's price is for: the whole trip, each day, each dive. */
export const extraUnits = ['trip', 'day', 'dive'] as const
export const safetyItems = [
  'epirb',
  'life-rafts',
  'oxygen',
  'first-aid',
  'aed',
  'satellite-phone',
  'vhf-radio',
  'fire-suppression',
  'life-jackets',
  'radar',
  'smb',
  'dive-alert',
] as const
export type SafetyItem = (typeof safetyItems)[number]

const Id = QueryInt(1, 2_147_483_647)

/** The date (YYYY-MM-DD) of a departure's `day`, 1 being the day it starts. */
export function tripDay(startDate: string, day: number): string {
  const date = new Date(`${startDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + day - 1)
  return date.toISOString().slice(0, 10)
}

/** What a boat is: size, age, room, crew, deck, tenders, nitrox and safety. `imageUrl` is its first photo. */
export const BoatSummarySchema = v.object({
  boatId: v.number(),
  name: v.string(),
  lengthM: v.number(),
  yearBuilt: v.number(),
  yearRefitted: v.nullable(v.number()),
  /** cabins and berths of every type */
  cabins: v.number(),
  berths: v.number(),
  guestsMax: v.number(),
  crew: v.number(),
  diveDeck: v.string(),
  /** RIBs or zodiacs that take divers to a site */
  tenders: v.number(),
  nitrox: v.boolean(),
  safety: v.array(v.object({ item: v.picklist(safetyItems), name: v.string() })),
  imageUrl: v.nullable(v.string()),
})
export type BoatSummary = v.InferOutput<typeof BoatSummarySchema>

/** A diver's sex, as the profile says it: a shared cabin is shared by divers of one sex. */
export type Sex = (typeof sexes)[number]
/** Berths of each sex: a shared cabin's free berths are for divers of the sex of the one sleeping there. */
const BerthsBySexSchema = v.object({ Male: v.number(), Female: v.number() })
export type BerthsBySex = v.InferOutput<typeof BerthsBySexSchema>

/** A type of cabin of a boat: where it is and what it has. */
const cabinPlanEntries = {
  type: v.picklist(cabinTypes),
  name: v.string(),
  deck: v.picklist(decks),
  deckName: v.string(),
  berths: v.number(),
  enSuite: v.boolean(),
}

/**
 * A type of cabin a departure sells: price per person, the supplement for one person alone in it
 * (null: it is not sold to one alone), whole cabins left, and berths free in cabins already shared,
 * for men and for women.
 */
export const CabinSchema = v.object({
  ...cabinPlanEntries,
  price: v.number(),
  singleSupplement: v.nullable(v.number()),
  cabinsTotal: v.number(),
  cabinsLeft: v.number(),
  /** berths a diver can take beside another of the same sex in a shared cabin of this type (`sharedCabinTypes`) */
  sharedBerthsOpen: BerthsBySexSchema,
})
export type Cabin = v.InferOutput<typeof CabinSchema>

/**
 * The types a diver alone may share with another diver of the same sex, a berth each, as boats sell
 * twin lower cabins to strangers.
 */
export const sharedCabinTypes: readonly CabinType[] = ['twin-lower']

/** Whether a cabin is sold by the berth too, to share with another diver: a shared type that sleeps more than one. */
export const soldByTheBerth = (cabin: Pick<Cabin, 'type' | 'berths'>): boolean => sharedCabinTypes.includes(cabin.type) && cabin.berths > 1

/**
 * The cabin a liveaboard booking takes: a type whole for the divers, or with `shared` whole cabins
 * for all but one of them and a berth in a shared cabin for that one (one diver alone: just the berth),
 * in a cabin shared by divers of `sharedWith`'s sex, that diver's (absent: the profile's, as the app
 * before decision 051 sent a diver alone's berth).
 */
export const CabinChoiceSchema = v.object({
  type: v.picklist(cabinTypes),
  shared: v.optional(v.boolean(), false),
  sharedWith: v.optional(v.picklist(sexes)),
})
export type CabinChoice = v.InferOutput<typeof CabinChoiceSchema>

const sharedKeys: Record<Sex, string> = { Male: 'men', Female: 'women' }

/** A cabin choice as an address or a query spells it: `double`, or `twin-lower.women` for a berth in a cabin shared with women. */
export const cabinKey = (choice: CabinChoice): string => (choice.shared ? `${choice.type}.${sharedKeys[choice.sharedWith ?? 'Male']}` : choice.type)

/** The choice `cabinKey` spells, in a query (Booking/MoveQuote's `cabin`). */
export const CabinKeySchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^(${cabinTypes.join('|')})(\\.(men|women))?$`), 'A cabin type, with .men or .women for a berth in a shared cabin.'),
  v.transform((key): CabinChoice => {
    const [type, shared] = key.split('.') as [CabinType, 'men' | 'women' | undefined]
    return shared === undefined ? { type, shared: false } : { type, shared: true, sharedWith: shared === 'men' ? 'Male' : 'Female' }
  }),
)

/** What a booking of a cabin takes and costs, or why it cannot be had. */
export type CabinSale =
  | {
      ok: true
      /** whole cabins the booking holds, each full but for one diver alone paying its supplement */
      cabins: number
      /** one diver takes a berth in a shared cabin */
      shared: boolean
      /** the single-use supplement, when one diver has a cabin for two */
      supplement: number
      /** per person × divers, plus the supplement */
      total: number
    }
  | { ok: false; problem: 'sharedNotSold' | 'sharedLeftOver' | 'emptyBerth' | 'soldOut'; berths: number; left: number }

/**
 * The one rule of a cabin booking, for the booking page and Booking/Create alike. Whole cabins sleep
 * their berths each: the divers fill them (4 divers, two twins), and the one diver left over alone in
 * a cabin for more (3 divers, two doubles) pays its single-use supplement where the boat sells one (a
 * cabin would otherwise sail with an empty berth nobody paid for). That diver may instead take a berth
 * in a shared cabin of a type that is shared, beside another diver of `sharedWith`'s sex (null: no
 * shared berth), at the price per person (3 divers: a twin for two, a shared berth for the third). A
 * shared berth fills a free berth of a cabin shared by that sex where one is open, else opens a cabin
 * of its own: a man's open berth is no berth for a woman.
 */
export function cabinSale(
  cabin: Pick<Cabin, 'type' | 'berths' | 'price' | 'singleSupplement' | 'cabinsLeft' | 'sharedBerthsOpen'>,
  divers: number,
  sharedWith: Sex | null,
  currency: string,
): CabinSale {
  const refuse = (problem: Extract<CabinSale, { ok: false }>['problem'], left = 0): CabinSale => ({ ok: false, problem, berths: cabin.berths, left })
  const round = (amount: number) => roundMoney(amount, currency)
  if (sharedWith !== null) {
    if (!soldByTheBerth(cabin)) return refuse('sharedNotSold')
    // The others fill whole cabins: a shared berth is for the one diver they leave over.
    if ((divers - 1) % cabin.berths !== 0) return refuse('sharedLeftOver')
    const cabins = (divers - 1) / cabin.berths
    // With no shared cabin's berth free, the berth opens a cabin of its own beside the others'.
    const opens = cabin.sharedBerthsOpen[sharedWith] === 0 ? 1 : 0
    if (cabins + opens > cabin.cabinsLeft) return refuse('soldOut', cabin.cabinsLeft)
    return { ok: true, cabins, shared: true, supplement: 0, total: round(cabin.price * divers) }
  }
  const cabins = Math.ceil(divers / cabin.berths)
  const leftOver = divers % cabin.berths
  // One diver alone in the last cabin: the others fill theirs.
  const alone = leftOver === 1 && cabin.berths > 1
  if (leftOver !== 0 && !(alone && cabin.singleSupplement !== null)) return refuse('emptyBerth')
  if (cabins > cabin.cabinsLeft) return refuse('soldOut', cabin.cabinsLeft)
  const supplement = alone ? (cabin.singleSupplement ?? 0) : 0
  return { ok: true, cabins, shared: false, supplement, total: round(cabin.price * divers + supplement) }
}

/**
 * The parties (of 1 to `SEARCH_SEATS_MAX` divers) one type of cabin can take as `cabinSale` sells it:
 * whole cabins, or whole cabins and a berth shared beside divers of either sex for the one left over.
 * A booking takes one type, so a search for a party lists a liveaboard only where one of its types
 * takes it (`trips.cabin_parties`, migration 038). The search does not know the divers' sexes: a berth
 * open only beside men counts, as the booking page then says whose it is.
 */
export function partiesTaken(cabin: Pick<Cabin, 'type' | 'berths' | 'price' | 'singleSupplement' | 'cabinsLeft' | 'sharedBerthsOpen'>): number[] {
  const parties: number[] = []
  for (let divers = 1; divers <= SEARCH_SEATS_MAX; divers++) {
    if ([null, ...sexes].some((sharedWith) => cabinSale(cabin, divers, sharedWith, 'USD').ok)) parties.push(divers)
  }
  return parties
}

/** The bit of a party of `divers` in `partiesMask`. */
export const partyBit = (divers: number): bigint => 1n << BigInt(divers - 1)

/** Parties as the search keeps them: one bit a party (50 of a `bigint`'s 63). */
export const partiesMask = (parties: readonly number[]): bigint => parties.reduce((mask, divers) => mask | partyBit(divers), 0n)

/** What lives at a dive site, as a route's day lists it beside the site (migration 028). */
export const marineLife = [
  'reef-sharks',
  'hammerheads',
  'oceanic-whitetips',
  'thresher-sharks',
  'whale-sharks',
  'manta-rays',
  'eagle-rays',
  'dolphins',
  'turtles',
  'dugongs',
  'barracuda',
  'napoleon-wrasse',
  'moray-eels',
  'lionfish',
  'glassfish',
  'reef-fish',
  'soft-corals',
  'hard-corals',
  'nudibranchs',
] as const
export type MarineLife = (typeof marineLife)[number]

/**
 * A dive site of `Places/Suggest`, with the position a map draws the route through, the depths its
 * dives span in metres (both null while nobody has described the site) and what lives there, what
 * divers go there for first.
 */
export const RouteSiteSchema = v.object({
  placeId: v.number(),
  name: v.string(),
  lat: v.number(),
  lng: v.number(),
  depthMinM: v.nullable(v.number()),
  depthMaxM: v.nullable(v.number()),
  life: v.array(v.object({ item: v.picklist(marineLife), name: v.string() })),
})
export type RouteSite = v.InferOutput<typeof RouteSiteSchema>

export const RouteDaySchema = v.object({
  /** 1 is the day of embarkation */
  day: v.number(),
  /** YYYY-MM-DD */
  date: v.string(),
  area: v.string(),
  dives: v.number(),
  sites: v.array(RouteSiteSchema),
})
export type RouteDay = v.InferOutput<typeof RouteDaySchema>

/** Where and when the boat is boarded or left: a port of a town, whose position it has. */
export const PortCallSchema = v.object({
  port: v.string(),
  town: v.string(),
  /** YYYY-MM-DD */
  date: v.string(),
  /** HH:MM, local time */
  time: v.string(),
  lat: v.number(),
  lng: v.number(),
})

type PortCall = v.InferOutput<typeof PortCallSchema>
/** A port call's place as said: a port is often named with its town already ("Travco Marina, Sharm El Sheikh"). */
export const portPlace = (call: PortCall): string => (call.port.includes(call.town) ? call.port : `${call.port}, ${call.town}`)
/** A port call's moment on the center's clock, as `formatCenterTime` reads it (its wall time taken as UTC). */
export const portCallAt = (call: PortCall): string => `${call.date}T${call.time}:00Z`

export const RouteSchema = v.object({
  name: v.string(),
  embark: PortCallSchema,
  disembark: PortCallSchema,
  days: v.array(RouteDaySchema),
})
export type Route = v.InferOutput<typeof RouteSchema>

/**
 * A liveaboard booking as its voucher carries it, kept on the device for the boat: the boat (what a
 * diver looks for on the jetty: its name, length and cabins; its photo) and the route with its
 * embarkation and disembarkation, in the voucher's language. Either is null while the operator has
 * not given it.
 */
export const VoucherLiveaboardSchema = v.object({
  boat: v.nullable(v.pick(BoatSummarySchema, ['boatId', 'name', 'lengthM', 'cabins', 'imageUrl'])),
  route: v.nullable(RouteSchema),
  /**
   * What the crew collects on board (the marine park's and the port's fees…, `extraWay` 'onBoard' in
   * contract/extras.ts), apart from the booking's total: each for all of the booking's travellers,
   * for the departure's days or dives, at the departure's price, in the booking's currency
   */
  onBoard: v.array(v.object({ item: v.picklist(extraItems), name: v.string(), amount: v.number() })),
})
export type VoucherLiveaboard = v.InferOutput<typeof VoucherLiveaboardSchema>

/**
 * What the crew collects on board in all: the voucher's fees added up, one rule for the voucher's
 * screen and the confirmation mail, so the two never say two sums.
 */
export const onBoardSum = (fees: VoucherLiveaboard['onBoard'], currency: string): number =>
  roundMoney(
    fees.reduce((sum, fee) => sum + fee.amount, 0),
    currency,
  )

/** Included (no price) or extra (its price, per trip, day or dive). */
export const ExtraSchema = v.object({
  item: v.picklist(extraItems),
  name: v.string(),
  included: v.boolean(),
  price: v.nullable(v.number()),
  unit: v.nullable(v.picklist(extraUnits)),
})

export const liveaboardDetailsPath = '/Liveaboards/Details'
export const LiveaboardDetailsQuerySchema = v.object({ tempTripId: Id })
export type LiveaboardDetailsQuery = v.InferInput<typeof LiveaboardDetailsQuerySchema>
export const LiveaboardDetailsSchema = v.object({
  tempTripId: v.number(),
  name: v.string(),
  startDate: v.string(),
  /** the day of disembarkation, YYYY-MM-DD */
  endDate: v.string(),
  days: v.number(),
  numberOfDives: v.number(),
  currency: v.string(),
  /** null while the operator has not said which boat runs it */
  boat: v.nullable(BoatSummarySchema),
  /** the cheapest first */
  cabins: v.array(CabinSchema),
  /** null while the operator has not given the route */
  route: v.nullable(RouteSchema),
  extras: v.array(ExtraSchema),
})
export type LiveaboardDetails = v.InferOutput<typeof LiveaboardDetailsSchema>
export const LiveaboardDetailsResponseSchema = envelope(LiveaboardDetailsSchema)

/** At most this many of a boat's coming departures, soonest first. */
export const BOAT_DEPARTURES_MAX = 30

export const BoatDepartureSchema = v.object({
  tempTripId: v.number(),
  name: v.string(),
  startDate: v.string(),
  days: v.number(),
  routeName: v.nullable(v.string()),
  currency: v.string(),
  /** the cheapest cabin's price per person; the trip's price when it sells no cabins */
  fromPrice: v.number(),
  cabinsLeft: v.number(),
  /** berths free in cabins already shared, for men and for women: on sale to a diver alone, or the one a party leaves over, when no whole cabin is */
  berthsOpen: BerthsBySexSchema,
})

export const boatDetailsPath = '/Boats/Details'
export const BoatDetailsQuerySchema = v.object({ boatId: Id })
export type BoatDetailsQuery = v.InferInput<typeof BoatDetailsQuerySchema>
export const BoatDetailsSchema = v.object({
  ...BoatSummarySchema.entries,
  branchId: v.number(),
  branchName: v.string(),
  images: v.array(v.object({ imageUrl: v.string() })),
  cabinPlan: v.array(v.object({ ...cabinPlanEntries, cabins: v.number() })),
  /** from tomorrow on, full ones included */
  departures: v.array(BoatDepartureSchema),
})
export type BoatDetails = v.InferOutput<typeof BoatDetailsSchema>
export const BoatDetailsResponseSchema = envelope(BoatDetailsSchema)

/** The boats a center's detail lists, so a page can open one. */
export const BranchBoatSchema = v.object({ boatId: v.number(), name: v.string() })
