import { plural, t } from '@lingui/core/macro'
import { type Cabin, type CabinChoice, type CabinSale, cabinSale, soldByTheBerth } from '../../../contract/liveaboards.ts'

/** A cabin the booking page offers: a type whole, or whole for all but one and a berth in a shared one for that one, with what it comes to for the divers. */
export type CabinOption = { key: string; choice: CabinChoice; cabin: Cabin; sale: CabinSale }

/** The address's spelling of a cabin choice: `double`, or `twin-lower~shared` for a berth in a shared one. */
export const cabinKey = (choice: CabinChoice): string => (choice.shared ? `${choice.type}~shared` : choice.type)

/**
 * Every cabin the date sells, each priced for `divers` by the contract's rule (`cabinSale`, as
 * Booking/Create prices it): where the type is shared, a berth in a shared cabin is offered to the one
 * diver the others leave over when they fill whole cabins (a diver alone; the third of three in
 * twins). Cheapest first, as the server lists them.
 */
export function cabinOptions(cabins: readonly Cabin[], divers: number, currency: string): CabinOption[] {
  return cabins.flatMap((cabin) => {
    const whole = { type: cabin.type, shared: false }
    const options: CabinOption[] = [{ key: cabinKey(whole), choice: whole, cabin, sale: cabinSale(cabin, divers, false, currency) }]
    if (soldByTheBerth(cabin) && (divers - 1) % cabin.berths === 0) {
      const shared = { type: cabin.type, shared: true }
      options.push({ key: cabinKey(shared), choice: shared, cabin, sale: cabinSale(cabin, divers, true, currency) })
    }
    return options
  })
}

/** The option the address names when it can be had for these divers, else the first that can: the page always has a cabin to confirm. */
export function chosenCabin(options: readonly CabinOption[], key: string | undefined): CabinOption | null {
  const named = options.find((option) => option.key === key && option.sale.ok)
  return named ?? options.find((option) => option.sale.ok) ?? null
}

/**
 * A shared berth as the booking page offers it and the voucher names it: the berth alone, or beside
 * the `whole` cabins the party's other divers fill.
 */
export function sharedBerthName(name: string, whole: number): string {
  if (whole === 0) return t`A berth in a shared cabin: ${name}`
  return plural(whole, { one: `${name}: # cabin, and a berth in a shared cabin`, other: `${name}: # cabins, and a berth in a shared cabin` })
}
