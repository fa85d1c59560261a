/**
 * What a diver can book: the three trip kinds, liveaboards and courses (the home search's "activity").
 * A file of its own: the trips area's URL schema is in the first load, and importing it from
 * trips.ts would pull that file's response schemas into the first load with it.
 */
export const activities = ['diving', 'freediving', 'snorkeling', 'liveaboard', 'course'] as const
export type Activity = (typeof activities)[number]

/** How a trips search is ordered (`Trips/Search` `sort`): beside `activities` for the same first-load reason. */
export const tripSorts = ['date', 'price-asc', 'price-desc'] as const

/** The last page Trips/Search serves: past 1,000 departures (`totalCapped`), the filters must narrow. */
export const TRIPS_MAX_PAGE = 100

/** A month as addresses and Trips/Search write it, `YYYY-MM`: one pattern for the page and the server. */
export const yearMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * The month a trips address shows: its `date` when it is a well-formed month from `current` on,
 * otherwise `current` (`browsingMonth`): months before it have nothing left to book. One rule for the
 * page's address and the server's first view of it; beside `activities` for the same first-load reason.
 */
export function browsableMonth(date: unknown, current: string): string {
  return typeof date === 'string' && yearMonthPattern.test(date) && date >= current ? date : current
}

/**
 * How Trips/Search and Trips/Markers may be ordered: the trips page's orders, the center's rating
 * (best first, unrated last) and the distance of the departure's center from a place or a position.
 * Apart from `tripSorts`, which the trips page's address takes, until its screen offers these.
 */
export const searchSorts = [...tripSorts, 'rating', 'distance'] as const
export type SearchSort = (typeof searchSorts)[number]

/** How long a departure lasts, as the search offers it (`length`): 1 day, 2–4, 5–8, 9 or more. */
export const tripLengths = ['1', '2-4', '5-8', '9+'] as const
export type TripLength = (typeof tripLengths)[number]

/** The days each length takes in: [fewest, most], `null` for no most. */
export const tripLengthDays: Record<TripLength, readonly [number, number | null]> = { '1': [1, 1], '2-4': [2, 4], '5-8': [5, 8], '9+': [9, null] }

/** Whether a departure of `days` days is of a length. */
export function hasLength(days: number, length: TripLength): boolean {
  const [fewest, most] = tripLengthDays[length]
  return days >= fewest && (most === null || days <= most)
}

/** How many days either side of a date range a departure may start or end ("flexible ± 1 / 3 / 7 days"). */
export const flexDays = [0, 1, 3, 7] as const
export type FlexDays = (typeof flexDays)[number]

/** The longest date range a search takes, first and last day counted. */
export const MAX_RANGE_DAYS = 60
/** The most divers a search asks room for, all going together (`seats`). */
export const SEARCH_SEATS_MAX = 50

/**
 * What a course teaches and so what it needs (`level`): a beginner course needs no certification,
 * an intermediate one an entry-level certification (Open Water), an advanced one the advanced
 * certification, a professional one a rescue certification. Trips carry no level yet: the level
 * filters courses only, and trips are listed whatever it is.
 */
export const courseLevels = ['beginner', 'intermediate', 'advanced', 'professional'] as const
export type CourseLevel = (typeof courseLevels)[number]

const DAY_MS = 86_400_000
/** Today as the catalogue's `date` columns hold it: 'YYYY-MM-DD' (UTC). */
export const todayUtc = (now: Date | number = Date.now()): string => new Date(now).toISOString().slice(0, 10)

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC). */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The first start date that can still be booked: tomorrow (UTC). */
export const firstBookableDate = (now: Date | number = Date.now()): string => dateOf(dayNumber(todayUtc(now)) + 1)

/**
 * The month the trips area opens on, and the first it offers: the month of the first day that can
 * still be booked. On a month's last day that month has nothing left (what starts today has left the
 * jetty), so the area opens on the next one rather than on an empty list.
 */
export const browsingMonth = (now: Date | number = Date.now()): string => firstBookableDate(now).slice(0, 7)

/**
 * Whether a text is a day of the calendar, 'YYYY-MM-DD' (2027-02-30 is not). A month past 12 or a day
 * past 31 is no date at all to `Date.parse`: asked of it, `dateOf` threw, and a search from 2026-13-45
 * answered 500 where it is a 400 on `from`.
 */
export const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = dayNumber(text)
  return Number.isFinite(day) && dateOf(day) === text
}

/** The days from `from` to `to`, both counted: a range of one day is 1. */
export const rangeDays = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1

/**
 * The days a departure must fit in for a date range with `flex` days either side: it starts on or
 * after `first` and ends (its last day: start + days − 1) on or before `last`. A diver who is there
 * from Dec 10 to 17 can do what starts and ends within those days; ± 3 widens both ends by three.
 */
export function dateWindow(range: { from: string; to: string; flex?: number }): { first: string; last: string } {
  const flex = range.flex ?? 0
  return { first: dateOf(dayNumber(range.from) - flex), last: dateOf(dayNumber(range.to) + flex) }
}

/** Whether a departure fits a date window (`dateWindow`). */
export const fitsWindow = (departure: { startDate: string; days: number }, window: { first: string; last: string }): boolean =>
  departure.startDate >= window.first && dateOf(dayNumber(departure.startDate) + departure.days - 1) <= window.last
