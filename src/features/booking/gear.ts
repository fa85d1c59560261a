import type { GearChoice, Rental } from '../../../contract/gear.ts'

/**
 * What is left of a size for the traveller at `position`: the server's count less what the other
 * travellers of this booking chose of it, so the page never offers the last one to two of them.
 */
export function sizeLeft(rental: Rental, size: string, chosen: readonly GearChoice[], position: number): number {
  const left = rental.sizes.find((one) => one.size === size)?.left ?? 0
  const others = chosen.filter((choice) => choice.rentalId === rental.rentalId && choice.size === size && choice.position !== position).length
  return Math.max(0, left - others)
}

/** The choices with one traveller's piece of a rental set to `size`, or taken off with null: one of each rental a traveller. */
export function setChoice(chosen: readonly GearChoice[], position: number, rentalId: number, size: string | null): GearChoice[] {
  const rest = chosen.filter((choice) => !(choice.position === position && choice.rentalId === rentalId))
  return size === null ? rest : [...rest, { position, rentalId, size }].sort((a, b) => a.position - b.position || a.rentalId - b.rentalId)
}

/** The choices a booking of `seats` sends: a traveller removed by fewer seats takes their gear with them. */
export const gearFor = (chosen: readonly GearChoice[], seats: number): GearChoice[] => chosen.filter((choice) => choice.position <= seats)
