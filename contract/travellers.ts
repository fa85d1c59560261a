import * as v from 'valibot'
import { dayNumber, isCalendarDate, todayUtc } from './activities.ts'
import { envelope } from './common.ts'
import { BookedGearSchema } from './gear.ts'
import { BookedExtraSchema } from './extras.ts'

/**
 * A diver's certification, lowest first: every agency's ladder maps onto these steps (SSI's
 * Advanced Adventurer and CMAS Two Star are `advancedOpenWater`), so a trip asks for one step and
 * any agency's card of that step or above meets it. `none`: not certified (a try dive, snorkeling).
 */
export const certificationLevels = ['none', 'openWater', 'advancedOpenWater', 'rescue', 'divemaster', 'instructor'] as const
export type CertificationLevel = (typeof certificationLevels)[number]
const rank = (level: CertificationLevel) => certificationLevels.indexOf(level)

/**
 * What a trip or a course asks of each diver on it, as its center states it. `orLoggedDives` lets
 * experience stand in for the level ("Advanced Open Water or 20 logged dives"); `minLoggedDives`
 * is asked of everyone; `nitrox` and `firstAid` are certifications held beside the level (a course's
 * prerequisite course is its level, or first aid for Rescue); `minAge` is counted on the start date.
 */
export const RequirementsSchema = v.object({
  minLevel: v.nullable(v.picklist(certificationLevels)),
  orLoggedDives: v.nullable(v.number()),
  minLoggedDives: v.nullable(v.number()),
  nitrox: v.boolean(),
  firstAid: v.boolean(),
  minAge: v.nullable(v.number()),
})
export type Requirements = v.InferOutput<typeof RequirementsSchema>

/** Nothing is asked: every traveller may go. */
export const noRequirements: Requirements = { minLevel: null, orLoggedDives: null, minLoggedDives: null, nitrox: false, firstAid: false, minAge: null }
export const asksAnything = (requirements: Requirements): boolean =>
  (requirements.minLevel !== null && requirements.minLevel !== 'none') ||
  requirements.minLoggedDives !== null ||
  requirements.nitrox ||
  requirements.firstAid ||
  requirements.minAge !== null

/** A date of birth that is a birth: in the past and within a lifetime of `today`. */
export const plausibleBirth = (dateOfBirth: string, today: string): boolean => dateOfBirth < today && dayNumber(today) - dayNumber(dateOfBirth) < 120 * 366

const Day = v.pipe(v.string(), v.check(isCalendarDate, 'date'))
const Name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(2),
  v.maxLength(100),
  // A name is printed on the voucher and the center's list of divers: one line, no markup.
  v.regex(/^[^<>\n\r\t]+$/u, 'name'),
)

/** One diver on a booking, as the diver enters them; traveller 1 is the diver who books. */
export const TravellerSchema = v.pipe(
  v.object({
    fullName: Name,
    /** needed where the departure asks anything (an age is counted from it); else it may wait */
    dateOfBirth: v.nullable(
      v.pipe(
        Day,
        v.check((day) => plausibleBirth(day, todayUtc()), 'birth'),
      ),
    ),
    /** the training agency that certified them (one of Mobile/Organizations); null when not certified */
    agencyId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
    level: v.picklist(certificationLevels),
    loggedDives: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    lastDiveDate: v.nullable(
      v.pipe(
        Day,
        v.check((day) => day <= todayUtc(), 'dive-date'),
      ),
    ),
    nitrox: v.boolean(),
    firstAid: v.boolean(),
    /** dietary or medical notes: shown to the diver and on the voucher only, never in a list of the center's */
    notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
  }),
  // A level is an agency's card: a certified traveller names the agency, an uncertified one none.
  v.forward(
    v.check((traveller) => (traveller.level === 'none') === (traveller.agencyId === null), 'agency'),
    ['agencyId'],
  ),
)
export type Traveller = v.InferOutput<typeof TravellerSchema>

/** Whole years from `dateOfBirth` to `day` (both YYYY-MM-DD): an age as a birthday counts it. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Why a traveller cannot go: each names what would do, so the diver's language can say it. */
export type Unmet =
  | { need: 'level'; level: CertificationLevel; orLoggedDives: number | null }
  | { need: 'loggedDives'; dives: number }
  | { need: 'nitrox' }
  | { need: 'firstAid' }
  | { need: 'age'; age: number }

type Checked = Pick<Traveller, 'dateOfBirth' | 'level' | 'loggedDives' | 'nitrox' | 'firstAid'>

/**
 * What `traveller` lacks for a departure asking `requirements` that starts on `startDate`: the
 * booking page says it as the traveller is entered, and Booking/Create refuses the same booking
 * with the same reasons. Empty: they may go.
 */
export function unmetRequirements(requirements: Requirements, traveller: Checked, startDate: string): Unmet[] {
  const unmet: Unmet[] = []
  const { minLevel, orLoggedDives } = requirements
  if (minLevel !== null && rank(traveller.level) < rank(minLevel) && !(orLoggedDives !== null && traveller.loggedDives >= orLoggedDives)) {
    unmet.push({ need: 'level', level: minLevel, orLoggedDives })
  }
  if (requirements.minLoggedDives !== null && traveller.loggedDives < requirements.minLoggedDives) {
    unmet.push({ need: 'loggedDives', dives: requirements.minLoggedDives })
  }
  if (requirements.nitrox && !traveller.nitrox) unmet.push({ need: 'nitrox' })
  if (requirements.firstAid && !traveller.firstAid) unmet.push({ need: 'firstAid' })
  if (requirements.minAge !== null && (traveller.dateOfBirth === null || ageOn(traveller.dateOfBirth, startDate) < requirements.minAge)) {
    unmet.push({ need: 'age', age: requirements.minAge })
  }
  return unmet
}

/** What is kept and shown of a traveller once entered, wherever they are read back. */
const enteredEntries = {
  fullName: v.string(),
  dateOfBirth: v.nullable(v.string()),
  level: v.picklist(certificationLevels),
  loggedDives: v.number(),
  lastDiveDate: v.nullable(v.string()),
  nitrox: v.boolean(),
  firstAid: v.boolean(),
}

/** The travellers a diver has booked before, to pick again: the diver's own details first. */
export const savedTravellersPath = '/Booking/SavedTravellers'
export const SavedTravellerSchema = v.object({
  /** the diver who books, as last entered */
  self: v.boolean(),
  ...enteredEntries,
  agencyId: v.nullable(v.number()),
})
export type SavedTraveller = v.InferOutput<typeof SavedTravellerSchema>
export const SavedTravellersResponseSchema = envelope(v.array(SavedTravellerSchema))

/** A traveller as a booking's voucher shows them: the agency by its short name, their notes, the gear they rent and a liveaboard's extras they took. */
export const BookedTravellerSchema = v.object({
  position: v.number(),
  ...enteredEntries,
  agencyId: v.nullable(v.number()),
  agency: v.nullable(v.string()),
  notes: v.string(),
  gear: v.array(BookedGearSchema),
  extras: v.array(BookedExtraSchema),
})
export type BookedTraveller = v.InferOutput<typeof BookedTravellerSchema>
