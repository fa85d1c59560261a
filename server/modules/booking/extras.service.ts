import type { Lang } from '../../../contract/common.ts'
import { type DepartureLength, type ExtraChoice, extraCost, extraProblems, extrasTotal, extraUnitsOf } from '../../../contract/extras.ts'
import type { ExtraItem } from '../../../contract/liveaboards.ts'
import type { Traveller } from '../../../contract/travellers.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { extraProblemMessage } from '../../lib/api-texts.ts'
import { extraName } from '../liveaboards/liveaboards.labels.ts'
import { type ExtraRow, findExtrasForSale, type SoldExtra } from './extras.repository.ts'

type Item = { tripId: number } | { courseDateId: number }

/** A departure's `trip_extras` rows as the contract's extras, named in `lang`. */
const toExtras = (rows: ReadonlyArray<{ item: string; included: boolean; price: string | null; unit: 'trip' | 'day' | 'dive' | null }>, lang: Lang) =>
  rows.map((row) => ({
    item: row.item as ExtraItem,
    name: extraName(row.item as ExtraItem, lang),
    included: row.included,
    price: row.price === null ? null : Number(row.price),
    unit: row.unit,
  }))

/** What a departure lists as included or extra, for its rentals to leave out what the boat sells itself (`rentalsBesideExtras`). */
export async function departureExtras(db: Db, item: Item): Promise<Array<{ item: ExtraItem }>> {
  if (!('tripId' in item)) return []
  return toExtras((await findExtrasForSale(db, item.tripId))?.extras ?? [], 'en')
}

/**
 * Inside the booking's transaction: the extras the travellers chose, checked against what the
 * departure sells to choose (`extraProblems`) and priced by the contract's rule for its days and
 * dives. One it does not sell to choose (unknown, included, paid on board, rented as gear), twice for
 * a traveller, for a traveller past the seats, or nitrox for a traveller without its certification is
 * 400 ExtraNotOffered, a field error on `extras.<i>` naming the extra in `lang`, and nothing is written.
 */
export async function takeExtras(
  trx: Db,
  item: Item,
  choices: readonly ExtraChoice[],
  seats: number,
  travellers: readonly Traveller[] | null,
  lang: Lang,
): Promise<{ total: number; sold: SoldExtra[] }> {
  if (choices.length === 0) return { total: 0, sold: [] }
  const terms = 'tripId' in item ? await findExtrasForSale(trx, item.tripId) : undefined
  const extras = toExtras(terms?.extras ?? [], lang)
  const problems = extraProblems(choices, extras, seats, travellers && travellers.length > 0 ? travellers : null)
  if (problems.length > 0 || !terms) {
    const errors = problems.map(({ index, problem }) => ({
      path: `extras.${index}`,
      message: extraProblemMessage(problem, extraName(choices[index]!.item, lang), lang),
    }))
    throw new HttpError(400, 'ExtraNotOffered', errors)
  }
  const length: DepartureLength = { days: terms.days, dives: terms.number_of_dives }
  const sold = choices.map((choice): SoldExtra => {
    const extra = extras.find((one) => one.item === choice.item)!
    return {
      position: choice.position,
      item: choice.item,
      nameEn: extraName(choice.item, 'en'),
      nameAr: extraName(choice.item, 'ar'),
      unit: extra.unit!,
      units: extraUnitsOf(extra.unit, length),
      price: extraCost(extra, length, terms.currency),
    }
  })
  return { total: extrasTotal(choices, extras, length, terms.currency), sold }
}

/** A traveller's extras on the voucher, as sold, named in `lang`. */
export const bookedExtras = (rows: readonly ExtraRow[], position: number, lang: Lang) =>
  rows
    .filter((row) => row.position === position)
    .map((row) => ({ item: row.item, name: lang === 'ar' ? row.name_ar : row.name_en, unit: row.unit, units: row.units }))
