import type { Lang } from '../../../contract/common.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import { BOAT_DEPARTURES_MAX, type BoatDetails, type LiveaboardDetails, type VoucherLiveaboard } from '../../../contract/liveaboards.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { toBoatDetails, toLiveaboardDetails, toVoucherLiveaboard } from './liveaboards.mapper.ts'
import {
  findBoat,
  findBoatCabinPlan,
  findBoatDepartures,
  findBoatImages,
  findLiveaboard,
  findTripCabins,
  findTripExtras,
  findTripRoute,
} from './liveaboards.repository.ts'

/** A liveaboard departure as divers buy it: its boat, cabins, route day by day, included and extra. Another kind of trip is not found. */
export async function liveaboardDetails(db: Db, tripId: number, lang: Lang): Promise<LiveaboardDetails> {
  const trip = await findLiveaboard(db, tripId)
  if (!trip) throw new HttpError(404, 'TripNotFound')
  const [boat, cabins, route, extras] = await Promise.all([
    trip.boat_id === null ? undefined : findBoat(db, trip.boat_id),
    findTripCabins(db, tripId),
    findTripRoute(db, tripId),
    findTripExtras(db, tripId),
  ])
  return toLiveaboardDetails({ trip, boat, cabins, route, extras }, lang)
}

/**
 * What a liveaboard booking's voucher says of its departure: the boat, the route day by day with its
 * ports, and what its `seats` travellers pay on board. Null when the trip is not a liveaboard, so a
 * caller need not know the kinds.
 */
export async function voucherLiveaboard(db: Db, tripId: number, seats: number, lang: Lang): Promise<VoucherLiveaboard | null> {
  const trip = await findLiveaboard(db, tripId)
  if (!trip) return null
  const [boat, route, extras] = await Promise.all([
    trip.boat_id === null ? undefined : findBoat(db, trip.boat_id),
    findTripRoute(db, tripId),
    findTripExtras(db, tripId),
  ])
  return toVoucherLiveaboard({ trip, boat, route, extras, seats }, lang)
}

/** A boat with its photos, cabin plan and coming departures (full ones too: the page shows them as full). */
export async function boatDetails(db: Db, boatId: number, lang: Lang): Promise<BoatDetails> {
  const boat = await findBoat(db, boatId)
  if (!boat) throw new HttpError(404, 'BoatNotFound')
  const [images, plan, departures] = await Promise.all([
    findBoatImages(db, boatId),
    findBoatCabinPlan(db, boatId),
    findBoatDepartures(db, boatId, firstBookableDate(), BOAT_DEPARTURES_MAX),
  ])
  return toBoatDetails({ boat, images, plan, departures }, lang)
}
