import * as v from 'valibot'
import { type ExtraItem, extraItems, type ExtraSchema, extraUnits } from './liveaboards.ts'
import { roundMoney } from './wallet.ts'

/**
 * A liveaboard's extras at booking (decision 039). What a departure lists as extra is had one of
 * three ways, and never two: a diver chooses it for each traveller at booking and pays it with the
 * booking (drinks, nitrox, transfers); everyone pays it on board, where the crew collects it (the
 * marine park's and the port's fees, and meals, tanks or weights on a boat that charges for them);
 * or it is the rental gear the booking rents piece by piece (contract/gear.ts), never a second time
 * as a lump.
 */
export type ExtraWay = 'included' | 'chosen' | 'onBoard' | 'gear'

/** The extras a diver may take or leave, one traveller at a time. */
export const chosenExtras: readonly ExtraItem[] = ['drinks', 'nitrox', 'transfers']

type Extra = v.InferOutput<typeof ExtraSchema>

export function extraWay(extra: Pick<Extra, 'item' | 'included'>): ExtraWay {
  if (extra.included) return 'included'
  if (extra.item === 'rental-gear') return 'gear'
  return chosenExtras.includes(extra.item) ? 'chosen' : 'onBoard'
}

/** What a departure is long, for an extra's price per day or per dive. */
export type DepartureLength = { days: number; dives: number }

/** How many of its unit an extra's price is taken for on a departure: once, each day, each dive. */
export function extraUnitsOf(unit: Extra['unit'], length: DepartureLength): number {
  if (unit === 'day') return Math.max(1, length.days)
  if (unit === 'dive') return Math.max(0, length.dives)
  return 1
}

/**
 * What one traveller pays for an extra on a departure: its price for each day or dive of it, or
 * once. The booking page adds it up and Booking/Create charges it; an included item costs nothing.
 */
export const extraCost = (extra: Pick<Extra, 'price' | 'unit'>, length: DepartureLength, currency: string): number =>
  roundMoney((extra.price ?? 0) * extraUnitsOf(extra.unit, length), currency)

/** One extra a traveller (by position, 1 first) takes on a booking. */
export const ExtraChoiceSchema = v.object({
  position: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
  item: v.picklist(extraItems),
})
export type ExtraChoice = v.InferOutput<typeof ExtraChoiceSchema>

/**
 * The extras' part of a booking's total, one rule for the page and the server: each chosen extra at
 * `extraCost`. One the departure does not sell to choose costs nothing here; the server refuses it
 * before it gets this far (`extraProblems`).
 */
export function extrasTotal(
  choices: ReadonlyArray<Pick<ExtraChoice, 'item'>>,
  extras: ReadonlyArray<Extra>,
  length: DepartureLength,
  currency: string,
): number {
  const chosen = new Map(extras.filter((extra) => extraWay(extra) === 'chosen').map((extra) => [extra.item, extra]))
  return roundMoney(
    choices.reduce((sum, choice) => {
      const extra = chosen.get(choice.item)
      return extra ? sum + extraCost(extra, length, currency) : sum
    }, 0),
    currency,
  )
}

/**
 * What everyone on a booking of `seats` pays on board, apart from the booking's total: the
 * departure's extras collected by the crew, each for its days or dives. The page says it beside the
 * total, so the fees are never a surprise on the boat.
 */
export function onBoardTotal(extras: ReadonlyArray<Extra>, seats: number, length: DepartureLength, currency: string): number {
  return roundMoney(
    extras.filter((extra) => extraWay(extra) === 'onBoard').reduce((sum, extra) => sum + extraCost(extra, length, currency) * seats, 0),
    currency,
  )
}

/**
 * Why a chosen extra cannot be had, by the index of the choice in the request: a traveller past the
 * seats, an extra the departure does not list, one its price includes, one paid on board or rented
 * as gear, the same extra twice for one traveller, or nitrox for a traveller who holds no nitrox
 * certification (when the booking names its travellers).
 */
export type ExtraProblem = { index: number; problem: 'traveller' | 'unknown' | 'included' | 'notChosen' | 'twice' | 'certification' }

export function extraProblems(
  choices: ReadonlyArray<ExtraChoice>,
  extras: ReadonlyArray<Extra>,
  seats: number,
  travellers: ReadonlyArray<{ nitrox: boolean }> | null,
): ExtraProblem[] {
  const byItem = new Map(extras.map((extra) => [extra.item, extra]))
  const seen = new Set<string>()
  const problems: ExtraProblem[] = []
  choices.forEach((choice, index) => {
    const extra = byItem.get(choice.item)
    const mine = `${choice.position}:${choice.item}`
    const way = extra ? extraWay(extra) : null
    if (choice.position > seats) problems.push({ index, problem: 'traveller' })
    else if (!extra) problems.push({ index, problem: 'unknown' })
    else if (way === 'included') problems.push({ index, problem: 'included' })
    else if (way !== 'chosen') problems.push({ index, problem: 'notChosen' })
    else if (seen.has(mine)) problems.push({ index, problem: 'twice' })
    else if (choice.item === 'nitrox' && travellers?.[choice.position - 1]?.nitrox === false) problems.push({ index, problem: 'certification' })
    else seen.add(mine)
  })
  return problems
}

/** A booked extra as the voucher shows it beside its traveller: its name and what it was for (`units` of `unit`), as sold. */
export const BookedExtraSchema = v.object({
  item: v.picklist(extraItems),
  name: v.string(),
  unit: v.picklist(extraUnits),
  units: v.number(),
})
export type BookedExtra = v.InferOutput<typeof BookedExtraSchema>

/**
 * A departure's rentals beside its extras: where a liveaboard's extras list nitrox (included or at
 * its price per dive), the boat's own fills are what is sold, so the center's nitrox rental is not
 * offered on it as well. Booking/Rentals lists this, and Booking/Create takes gear from it.
 */
export function rentalsBesideExtras<T extends { kind: string }>(rentals: readonly T[], extras: ReadonlyArray<Pick<Extra, 'item'>>): T[] {
  const boatNitrox = extras.some((extra) => extra.item === 'nitrox')
  return boatNitrox ? rentals.filter((rental) => rental.kind !== 'nitrox') : [...rentals]
}
