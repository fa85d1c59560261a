import type { Lang } from '../../../contract/common.ts'
import {
  type BoatDetails,
  type BoatSummary,
  type Cabin,
  type ExtraItem,
  type LiveaboardDetails,
  type MarineLife,
  marineLife,
  type Route,
  type RouteSite,
  type SafetyItem,
  safetyItems,
  tripDay,
  type VoucherLiveaboard,
} from '../../../contract/liveaboards.ts'
import { localized } from '../../lib/lang.ts'
import { extraCost, extraWay } from '../../../contract/extras.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import { cabinName, deckName, extraName, lifeName, safetyName } from './liveaboards.labels.ts'
import type { BoatDepartureRow, BoatRow, findBoatCabinPlan, findLiveaboard, TripCabinRow, TripExtraRow, TripRouteRow } from './liveaboards.repository.ts'

type LiveaboardRow = NonNullable<Awaited<ReturnType<typeof findLiveaboard>>>
type CabinPlanRow = Awaited<ReturnType<typeof findBoatCabinPlan>>[number]

const money = (value: string | number | null): number | null => (value === null ? null : Number(value))
/** 'HH:MM:SS' from the database as 'HH:MM'. */
const clock = (time: string) => time.slice(0, 5)

export function toBoatSummary(row: BoatRow, lang: Lang): BoatSummary {
  const safety = safetyItems.filter((item) => row.safety.includes(item))
  return {
    boatId: row.id,
    name: localized(row, 'name', lang),
    lengthM: Number(row.length_m),
    yearBuilt: row.year_built,
    yearRefitted: row.year_refitted,
    cabins: row.cabins ?? 0,
    berths: row.berths ?? 0,
    guestsMax: row.guests_max,
    crew: row.crew,
    diveDeck: localized(row, 'dive_deck', lang),
    tenders: row.tenders,
    nitrox: row.nitrox,
    safety: safety.map((item: SafetyItem) => ({ item, name: safetyName(item, lang) })),
    imageUrl: row.image_url,
  }
}

const cabinPlan = (row: Pick<CabinPlanRow, 'cabin_type' | 'deck' | 'berths' | 'en_suite'>, lang: Lang) => ({
  type: row.cabin_type,
  name: cabinName(row.cabin_type, lang),
  deck: row.deck,
  deckName: deckName(row.deck, lang),
  berths: row.berths,
  enSuite: row.en_suite,
})

const toCabin = (row: TripCabinRow, lang: Lang): Cabin => ({
  ...cabinPlan({ ...row, cabin_type: row.cabin_type, deck: row.deck }, lang),
  price: Number(row.price),
  singleSupplement: money(row.single_supplement),
  cabinsTotal: row.cabins_total,
  // never below none, whatever a later writer does (the table's check holds it too)
  cabinsLeft: Math.max(0, row.cabins_left),
  sharedBerthsOpen: { Male: row.shared_open_male, Female: row.shared_open_female },
})

type SiteRow = TripRouteRow['days'][number]['sites'][number]

const toRouteSite = (site: SiteRow, lang: Lang): RouteSite => ({
  placeId: site.id,
  name: localized(site, 'name', lang),
  lat: site.lat,
  lng: site.lng,
  depthMinM: site.depth_min_m,
  depthMaxM: site.depth_max_m,
  // In the site's own order, what divers go there for first; a code this server does not know is left out.
  life: site.life.filter((item): item is MarineLife => (marineLife as readonly string[]).includes(item)).map((item) => ({ item, name: lifeName(item, lang) })),
})

export function toRoute(row: TripRouteRow, trip: { start_date: string; days: number }, lang: Lang): Route {
  const ar = lang === 'ar'
  return {
    name: localized(row, 'name', lang),
    embark: {
      port: localized(row, 'embark_port', lang),
      town: ar ? row.embark_town_ar : row.embark_town_en,
      date: trip.start_date,
      time: clock(row.embark_time),
      lat: row.embark_lat,
      lng: row.embark_lng,
    },
    disembark: {
      port: localized(row, 'disembark_port', lang),
      town: ar ? row.disembark_town_ar : row.disembark_town_en,
      date: tripDay(trip.start_date, trip.days),
      time: clock(row.disembark_time),
      lat: row.disembark_lat,
      lng: row.disembark_lng,
    },
    days: row.days.map((day) => ({
      day: day.day,
      date: tripDay(trip.start_date, day.day),
      area: localized(day, 'area', lang),
      dives: day.dives,
      sites: day.sites.map((site) => toRouteSite(site, lang)),
    })),
  }
}

const toExtra = (row: TripExtraRow, lang: Lang) => ({
  item: row.item as ExtraItem,
  name: extraName(row.item as ExtraItem, lang),
  included: row.included,
  price: money(row.price),
  unit: row.unit,
})

export function toLiveaboardDetails(
  parts: { trip: LiveaboardRow; boat: BoatRow | undefined; cabins: TripCabinRow[]; route: TripRouteRow | undefined; extras: TripExtraRow[] },
  lang: Lang,
): LiveaboardDetails {
  const { trip } = parts
  return {
    tempTripId: trip.id,
    name: localized(trip, 'name', lang),
    startDate: trip.start_date,
    endDate: tripDay(trip.start_date, trip.days),
    days: trip.days,
    numberOfDives: trip.number_of_dives,
    currency: trip.currency,
    boat: parts.boat ? toBoatSummary(parts.boat, lang) : null,
    cabins: parts.cabins.map((row) => toCabin(row, lang)),
    route: parts.route ? toRoute(parts.route, trip, lang) : null,
    extras: parts.extras.map((row) => toExtra(row, lang)),
  }
}

export function toBoatDetails(
  parts: { boat: BoatRow; images: Array<{ url: string }>; plan: CabinPlanRow[]; departures: BoatDepartureRow[] },
  lang: Lang,
): BoatDetails {
  const { boat } = parts
  return {
    ...toBoatSummary(boat, lang),
    branchId: boat.branch_id,
    branchName: lang === 'ar' ? boat.branch_ar : boat.branch_en,
    images: parts.images.map((image) => ({ imageUrl: image.url })),
    cabinPlan: parts.plan.map((row) => ({ ...cabinPlan(row, lang), type: row.cabin_type, cabins: row.cabins })),
    departures: parts.departures.map((row) => ({
      tempTripId: row.id,
      name: localized(row, 'name', lang),
      startDate: row.start_date,
      days: row.days,
      routeName: lang === 'ar' ? row.route_ar : row.route_en,
      currency: row.currency,
      fromPrice: Number(row.from_price ?? row.net_price),
      cabinsLeft: Math.max(0, row.cabins_left ?? 0),
      berthsOpen: { Male: row.berths_open_male ?? 0, Female: row.berths_open_female ?? 0 },
    })),
  }
}

/**
 * A booking's liveaboard on its voucher: the boat as a diver finds it on the jetty, the whole route,
 * and what the crew will collect on board from the booking's `seats` travellers, so the fees are
 * known before the boat and the voucher (kept offline) says them there.
 */
export function toVoucherLiveaboard(
  parts: { trip: LiveaboardRow; boat: BoatRow | undefined; route: TripRouteRow | undefined; extras: TripExtraRow[]; seats: number },
  lang: Lang,
): VoucherLiveaboard {
  const { boat, route, trip } = parts
  const length = { days: trip.days, dives: trip.number_of_dives }
  return {
    boat: boat
      ? { boatId: boat.id, name: localized(boat, 'name', lang), lengthM: Number(boat.length_m), cabins: boat.cabins ?? 0, imageUrl: boat.image_url }
      : null,
    route: route ? toRoute(route, trip, lang) : null,
    onBoard: parts.extras
      .map((row) => toExtra(row, lang))
      .filter((extra) => extraWay(extra) === 'onBoard')
      .map((extra) => ({ item: extra.item, name: extra.name, amount: roundMoney(extraCost(extra, length, trip.currency) * parts.seats, trip.currency) })),
  }
}
