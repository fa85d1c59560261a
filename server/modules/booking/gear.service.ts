import type { Lang } from '../../../contract/common.ts'
import { rentalsBesideExtras } from '../../../contract/extras.ts'
import { type GearChoice, gearProblems, gearTotal, pieceCost, type Rental, type Rentals } from '../../../contract/gear.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { localized } from '../../lib/lang.ts'
import { gearProblemMessage } from '../../lib/api-texts.ts'
import { departureExtras } from './extras.service.ts'
import { findRentals, findRentalTerms, lockSizes, type RentalRow, type SoldGear } from './gear.repository.ts'

type Item = { tripId: number } | { courseDateId: number }

/** The rows of a center's rentals as the contract's list, one entry a rental with its sizes and what is left. */
function toRentals(rows: readonly RentalRow[], currency: string, lang: Lang): Rental[] {
  const byId = new Map<number, Rental>()
  for (const row of rows) {
    const rental = byId.get(row.id) ?? {
      rentalId: row.id,
      kind: row.kind,
      name: localized(row, 'name', lang),
      price: Number(row.price),
      per: row.per,
      currency,
      sizes: [],
    }
    rental.sizes.push({ size: row.size, left: Math.max(0, row.stock - row.taken) })
    byId.set(row.id, rental)
  }
  return [...byId.values()]
}

/** What a departure rents and has left, for the booking page; none where it is priced in another currency than its center's. */
export async function rentals(db: Db, item: Item, lang: Lang): Promise<Rentals> {
  const terms = await findRentalTerms(db, item)
  if (!terms) throw new HttpError(404, 'NotFound')
  if (terms.currency !== terms.branch_currency) return { days: terms.days, rentals: [] }
  const rows = rentalsBesideExtras(await findRentals(db, terms.branch_id, item), await departureExtras(db, item))
  return { days: terms.days, rentals: toRentals(rows, terms.currency, lang) }
}

/**
 * Inside the booking's transaction: the gear the travellers chose, checked against what the
 * departure rents and has left with the sizes locked (`lockSizes`), priced by the contract's rule.
 * A choice it does not rent is 400 GearNotOffered; more of a size than is left 409 GearSoldOut; each
 * with a field error on `gear.<i>` naming the piece in `lang`.
 */
export async function takeGear(trx: Db, item: Item, choices: readonly GearChoice[], seats: number, lang: Lang): Promise<{ total: number; sold: SoldGear[] }> {
  if (choices.length === 0) return { total: 0, sold: [] }
  const terms = await findRentalTerms(trx, item)
  if (!terms) throw new HttpError(404, 'NotFound')
  await lockSizes(trx, choices)
  // A liveaboard that sells its own nitrox does not rent the center's as well (decision 039).
  const rows =
    terms.currency === terms.branch_currency ? rentalsBesideExtras(await findRentals(trx, terms.branch_id, item), await departureExtras(trx, item)) : []
  const offered = toRentals(rows, terms.currency, lang)
  const problems = gearProblems(choices, offered, seats)
  if (problems.length > 0) {
    const byId = new Map(offered.map((rental) => [rental.rentalId, rental]))
    const errors = problems.map(({ index, problem, left }) => {
      const choice = choices[index]!
      const rental = byId.get(choice.rentalId)
      const piece = rental ? (choice.size ? `${rental.name} (${choice.size})` : rental.name) : ''
      return { path: `gear.${index}`, message: gearProblemMessage(problem, piece, left, lang) }
    })
    const soldOut = problems.every(({ problem }) => problem === 'soldOut')
    throw new HttpError(soldOut ? 409 : 400, soldOut ? 'GearSoldOut' : 'GearNotOffered', errors)
  }
  const rowsById = new Map(rows.map((row) => [row.id, row]))
  const sold = choices.map((choice): SoldGear => {
    const row = rowsById.get(choice.rentalId)!
    const rental = offered.find((one) => one.rentalId === choice.rentalId)!
    return {
      position: choice.position,
      rentalId: choice.rentalId,
      size: choice.size,
      kind: row.kind,
      nameEn: row.name_en,
      nameAr: row.name_ar,
      price: pieceCost(rental, terms.days),
    }
  })
  return { total: gearTotal(choices, offered, terms.days, terms.currency), sold }
}
