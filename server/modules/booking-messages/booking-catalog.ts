import type { Lang } from '../../../contract/common.ts'
import { ar } from './booking-words.ar.ts'
import type { BookingWords } from './booking-words.ts'
import { en } from './booking-words.en.ts'

/** The booking messages' words, by the reader's language. */
export const bookingWords: Record<Lang, BookingWords> = { en, ar }
