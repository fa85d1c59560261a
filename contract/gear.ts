import * as v from 'valibot'
import { envelope, QueryInt } from './common.ts'
import { roundMoney } from './wallet.ts'

/** What a center rents to the divers on its departures; each center names its own (a 5 mm or a 3 mm wetsuit). */
export const gearKinds = ['bcd', 'regulator', 'wetsuit', 'fins', 'mask', 'computer', 'torch', 'nitrox'] as const
export type GearKind = (typeof gearKinds)[number]
/** A rental's price is for each day of the departure, or once for the whole of it. */
export const gearUnits = ['day', 'trip'] as const

/**
 * One thing a center rents, with what is left of each size on one departure: `size` is '' for a
 * thing that comes in one size. What is left is the center's stock for the departure less what its
 * active bookings took, so it never sells a size twice (as seats are not).
 */
export const RentalSchema = v.object({
  rentalId: v.number(),
  kind: v.picklist(gearKinds),
  name: v.string(),
  /** for one piece, in `currency` (the departure's): for each day, or once (`per`) */
  price: v.number(),
  per: v.picklist(gearUnits),
  currency: v.string(),
  sizes: v.array(v.object({ size: v.string(), left: v.number() })),
})
export type Rental = v.InferOutput<typeof RentalSchema>

/** What a trip or a course date offers to rent, and for how many days it is priced. */
export const rentalsPath = '/Booking/Rentals'
export const RentalsQuerySchema = v.object({
  tripId: v.optional(QueryInt(1, 2_147_483_647)),
  courseId: v.optional(QueryInt(1, 2_147_483_647)),
  lang: v.optional(v.string()),
})
export const RentalsSchema = v.object({ days: v.number(), rentals: v.array(RentalSchema) })
export type Rentals = v.InferOutput<typeof RentalsSchema>
export const RentalsResponseSchema = envelope(RentalsSchema)

/** One piece of gear a traveller (by position, 1 first) rents on a booking. */
export const GearChoiceSchema = v.object({
  position: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
  rentalId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  size: v.pipe(v.string(), v.maxLength(12)),
})
export type GearChoice = v.InferOutput<typeof GearChoiceSchema>

/** A booked piece of gear as the voucher shows it beside its traveller. */
export const BookedGearSchema = v.object({ kind: v.picklist(gearKinds), name: v.string(), size: v.string() })
export type BookedGear = v.InferOutput<typeof BookedGearSchema>

/** What one piece costs on a departure of `days` days: the booking page adds it up and Booking/Create charges it. */
export const pieceCost = (rental: Pick<Rental, 'price' | 'per' | 'currency'>, days: number): number =>
  roundMoney(rental.per === 'day' ? rental.price * Math.max(1, days) : rental.price, rental.currency)

/**
 * The gear's part of a booking's total, one rule for the page and the server: each chosen piece at
 * `pieceCost`. A choice naming a rental the departure does not offer costs nothing here; the server
 * refuses it before it gets this far (`gearProblems`).
 */
export function gearTotal(choices: ReadonlyArray<Pick<GearChoice, 'rentalId'>>, rentals: ReadonlyArray<Rental>, days: number, currency: string): number {
  const byId = new Map(rentals.map((rental) => [rental.rentalId, rental]))
  return roundMoney(
    choices.reduce((sum, choice) => {
      const rental = byId.get(choice.rentalId)
      return rental ? sum + pieceCost(rental, days) : sum
    }, 0),
    currency,
  )
}

/** Why a booking's gear cannot be had, by the index of the choice in the request. */
export type GearProblem = { index: number; problem: 'unknown' | 'size' | 'twice' | 'traveller' | 'soldOut'; left: number }

/**
 * What is wrong with `choices` on a booking of `seats` travellers, against what the departure rents
 * and has left: a rental it does not offer, a size it does not stock, the same rental twice for one
 * traveller, a traveller past the seats, or more of a size than is left. Empty: it can be had.
 */
export function gearProblems(choices: ReadonlyArray<GearChoice>, rentals: ReadonlyArray<Rental>, seats: number): GearProblem[] {
  const byId = new Map(rentals.map((rental) => [rental.rentalId, rental]))
  const wanted = new Map<string, number>()
  const seen = new Set<string>()
  const problems: GearProblem[] = []
  choices.forEach((choice, index) => {
    const rental = byId.get(choice.rentalId)
    const size = rental?.sizes.find((one) => one.size === choice.size)
    const mine = `${choice.position}:${choice.rentalId}`
    if (choice.position > seats) problems.push({ index, problem: 'traveller', left: 0 })
    else if (!rental) problems.push({ index, problem: 'unknown', left: 0 })
    else if (!size) problems.push({ index, problem: 'size', left: 0 })
    else if (seen.has(mine)) problems.push({ index, problem: 'twice', left: 0 })
    else {
      // Only pieces that could be had take from what is left.
      const key = `${choice.rentalId}:${choice.size}`
      const count = (wanted.get(key) ?? 0) + 1
      wanted.set(key, count)
      if (count > size.left) problems.push({ index, problem: 'soldOut', left: size.left })
      seen.add(mine)
    }
  })
  return problems
}
