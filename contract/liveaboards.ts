/**
 * Liveaboards as the product divers buy (decision 027): the boat that runs a departure, the cabins
 * it sells, its route day by day and what is included or extra. Every name is in the request's
 * language; every price is per person, in the trip's currency.
 */
export const cabinTypes = ['twin-lower', 'double', 'master', 'single'] as const
export type CabinType = (typeof cabinTypes)[number]
export const extraItems = ['meals', 'drinks', 'tanks', 'weights', 'nitrox', 'rental-gear', 'park-fees', 'port-fees', 'transfers'] as const
export type ExtraItem = (typeof extraItems)[number]
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

/** The date (YYYY-MM-DD) of a departure's `day`, 1 being the day it starts. */
export function tripDay(startDate: string, day: number): string {
  const date = new Date(`${startDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + day - 1)
  return date.toISOString().slice(0, 10)
}
