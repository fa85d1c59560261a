import type { ExtraChoice } from '../../../contract/extras.ts'
import type { ExtraItem } from '../../../contract/liveaboards.ts'

/** The choices with one traveller's extra taken (true) or left (false): one of each extra a traveller. */
export function setExtra(chosen: readonly ExtraChoice[], position: number, item: ExtraItem, taken: boolean): ExtraChoice[] {
  const rest = chosen.filter((choice) => !(choice.position === position && choice.item === item))
  return taken ? [...rest, { position, item }].sort((a, b) => a.position - b.position || a.item.localeCompare(b.item)) : rest
}

/**
 * The choices a booking of `seats` sends: a traveller removed by fewer seats takes their extras
 * with them, and nitrox stays only with a traveller who holds its certification (Booking/Create
 * refuses it for one who does not).
 */
export const extrasFor = (chosen: readonly ExtraChoice[], seats: number, nitroxCertified: readonly boolean[]): ExtraChoice[] =>
  chosen.filter((choice) => choice.position <= seats && (choice.item !== 'nitrox' || nitroxCertified[choice.position - 1] === true))
