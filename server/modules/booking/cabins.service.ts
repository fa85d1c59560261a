import type { Lang } from '../../../contract/common.ts'
import { type Cabin, type CabinChoice, cabinSale, type CabinType, partiesMask, partiesTaken, type Sex } from '../../../contract/liveaboards.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { cabinProblemMessage, message } from '../../lib/api-texts.ts'
import { cabinName } from '../liveaboards/liveaboards.labels.ts'
import { findCabinForSale, findCabinsOf, profileSex, releaseCabins, sellsCabins, type SoldCabin, takeCabins, writeCabinParties } from './cabins.repository.ts'

type Item = { tripId: number } | { courseDateId: number }
type CabinRow = NonNullable<Awaited<ReturnType<typeof findCabinForSale>>>

/** A type of cabin on sale as the contract's rule reads it. */
const cabinForSale = (row: CabinRow): Pick<Cabin, 'type' | 'berths' | 'price' | 'singleSupplement' | 'cabinsLeft' | 'sharedBerthsOpen'> => ({
  type: row.cabin_type,
  berths: row.berths,
  price: Number(row.price),
  singleSupplement: row.single_supplement === null ? null : Number(row.single_supplement),
  cabinsLeft: row.cabins_left,
  sharedBerthsOpen: { Male: row.shared_open_male, Female: row.shared_open_female },
})

/**
 * Works out again the parties these trips' cabins take, after cabins were taken or given back: a
 * search for a party reads them (decision 053). A booking takes one type, so a trip takes a party
 * when one of its types does. Inside the booking's transaction, whose update of the cabins holds
 * their rows.
 */
export async function countParties(trx: Db, tripIds: readonly number[]): Promise<void> {
  const parties = new Map<number, bigint>(tripIds.map((id) => [id, 0n]))
  for (const row of await findCabinsOf(trx, tripIds)) {
    parties.set(row.trip_id, (parties.get(row.trip_id) ?? 0n) | partiesMask(partiesTaken(cabinForSale(row))))
  }
  const counted = [...parties].map(([id, mask]) => ({ id, parties: mask }))
  await writeCabinParties(trx, counted)
}

/**
 * Inside the booking's transaction: the cabin a liveaboard that sells cabins is booked by, priced
 * and checked by the contract's rule (`cabinSale`). A departure that sells no cabins takes none; one
 * that does needs one. A cabin that does not suit the divers is 400 CabinNotSuitable, one sold out
 * 409 CabinSoldOut, each with a field error on `field` (the booking's `cabin`, a move's date) in
 * `lang`. A shared berth whose sex the app did not say is the booker's (`userId`), a diver alone's as
 * the app sold it before decision 051.
 */
export async function priceCabin(
  trx: Db,
  item: Item,
  choice: CabinChoice | null,
  booking: { divers: number; currency: string; userId: number; lang: Lang; field?: string },
): Promise<SoldCabin | null> {
  const { divers, currency, userId, lang, field = 'cabin' } = booking
  const sells = 'tripId' in item && (await sellsCabins(trx, item.tripId))
  if (!sells) {
    if (choice) throw new HttpError(400, 'CabinNotSold', [{ path: field, message: message('CabinNotSold', lang) }])
    return null
  }
  if (!choice) throw new HttpError(400, 'CabinRequired', [{ path: field, message: message('CabinRequired', lang) }])
  const row = await findCabinForSale(trx, item.tripId, choice.type)
  if (!row) throw new HttpError(400, 'CabinNotSold', [{ path: field, message: message('CabinNotSold', lang) }])
  const cabin = cabinForSale(row)
  const sharedWith = choice.shared ? (choice.sharedWith ?? (await profileSex(trx, userId))) : null
  const sale = cabinSale(cabin, divers, sharedWith, currency)
  if (!sale.ok) {
    const said = cabinProblemMessage(sale.problem, cabinName(row.cabin_type, lang), sale.berths, sale.left, lang, sharedWith)
    throw new HttpError(sale.problem === 'soldOut' ? 409 : 400, sale.problem === 'soldOut' ? 'CabinSoldOut' : 'CabinNotSuitable', [
      { path: field, message: said },
    ])
  }
  return {
    tripId: item.tripId,
    type: row.cabin_type,
    cabins: sale.cabins,
    sharedWith: sale.shared ? sharedWith : null,
    berths: row.berths,
    price: cabin.price,
    supplement: sale.supplement,
  }
}

/** Takes the cabins priced above, after the seats: another booking may have taken the last one meanwhile (409 CabinSoldOut on `field`). */
export async function takeCabin(trx: Db, sold: SoldCabin, lang: Lang, field = 'cabin'): Promise<void> {
  const sharedBerth = sold.sharedWith === null ? null : { sex: sold.sharedWith, berths: sold.berths }
  const taken = await takeCabins(trx, sold.tripId, sold.type, { cabins: sold.cabins, sharedBerth })
  if (!taken) {
    const said = cabinProblemMessage('soldOut', cabinName(sold.type, lang), sold.berths, 0, lang, sold.sharedWith)
    throw new HttpError(409, 'CabinSoldOut', [{ path: field, message: said }])
  }
  await countParties(trx, [sold.tripId])
}

/** A cancelled, given-up or moved booking's cabins back on sale, and the parties they take again. */
export async function giveBackCabins(trx: Db, reservationId: number): Promise<void> {
  const tripId = await releaseCabins(trx, reservationId)
  if (tripId !== null) await countParties(trx, [tripId])
}

/** A booking's cabin as sold, chosen again: the same type, whole or with a berth shared with the same sex (a move to another date). */
export const choiceOf = (booked: { cabin_type: CabinType; shared: boolean; shared_with: Sex | null }): CabinChoice => ({
  type: booked.cabin_type,
  shared: booked.shared,
  sharedWith: booked.shared_with ?? undefined,
})

/** What the cabin adds up to: per person for each diver, and the supplement of one alone in a cabin for more. */
export const cabinTotal = (sold: SoldCabin, divers: number): number => sold.price * divers + sold.supplement
