import { plural, t } from '@lingui/core/macro'
import { sexes } from '../../../contract/users.ts'
import { type Cabin, type CabinChoice, cabinKey, type CabinSale, cabinSale, type Sex, soldByTheBerth } from '../../../contract/liveaboards.ts'

/**
 * A cabin the booking page offers: a type whole, or whole for all but one and a berth in a cabin
 * shared with men or with women for that one, with what it comes to for the divers.
 */
export type CabinOption = { key: string; choice: CabinChoice; sharedWith: Sex | null; cabin: Cabin; sale: CabinSale }

/**
 * Every cabin the date sells, each priced for `divers` by the contract's rule (`cabinSale`, as
 * Booking/Create prices it): where the type is shared, a berth in a cabin shared with men, and one in
 * a cabin shared with women, is offered to the one diver the others leave over when they fill whole
 * cabins (a diver alone; the third of three in twins), each with what is open to that sex.
 * Cheapest first, as the server lists them.
 */
export function cabinOptions(cabins: readonly Cabin[], divers: number, currency: string): CabinOption[] {
  return cabins.flatMap((cabin) => {
    const whole = { type: cabin.type, shared: false }
    const options: CabinOption[] = [{ key: cabinKey(whole), choice: whole, sharedWith: null, cabin, sale: cabinSale(cabin, divers, null, currency) }]
    if (soldByTheBerth(cabin) && (divers - 1) % cabin.berths === 0) {
      for (const sex of sexes) {
        const shared = { type: cabin.type, shared: true, sharedWith: sex }
        options.push({ key: cabinKey(shared), choice: shared, sharedWith: sex, cabin, sale: cabinSale(cabin, divers, sex, currency) })
      }
    }
    return options
  })
}

/**
 * The option the address names when it can be had for these divers, else the first (the cheapest)
 * that can, unless that is a shared berth: whether it is in a cabin shared with men or with women is
 * the diver's to say, never the page's guess, and a dearer cabin is not chosen in its place. Null
 * when the diver has that to choose, or nothing can be had.
 */
export function chosenCabin(options: readonly CabinOption[], key: string | undefined): CabinOption | null {
  const named = options.find((option) => option.key === key && option.sale.ok)
  const first = options.find((option) => option.sale.ok)
  return named ?? (first?.sharedWith === null ? first : null)
}

/** Whether the divers have a cabin to choose that the page did not choose for them (a shared berth's sex). */
export const cabinToChoose = (options: readonly CabinOption[], chosen: CabinOption | null): boolean =>
  chosen === null && options.some((option) => option.sale.ok)

/**
 * A shared berth as the booking page offers it and the voucher names it: in a cabin shared with men
 * or with women, alone or beside the `whole` cabins the party's other divers fill.
 */
export function sharedBerthName(name: string, whole: number, sharedWith: Sex): string {
  if (sharedWith === 'Female') {
    if (whole === 0) return t`A berth in a cabin shared with women: ${name}`
    return plural(whole, {
      one: `${name}: # cabin, and a berth in a cabin shared with women`,
      other: `${name}: # cabins, and a berth in a cabin shared with women`,
    })
  }
  if (whole === 0) return t`A berth in a cabin shared with men: ${name}`
  return plural(whole, { one: `${name}: # cabin, and a berth in a cabin shared with men`, other: `${name}: # cabins, and a berth in a cabin shared with men` })
}
