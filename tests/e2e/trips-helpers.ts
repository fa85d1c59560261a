import type { APIRequestContext } from '@playwright/test'
import type { CourseDetails, TripDetails, TripsSearchResponse } from '../../contract/trips.ts'

const api = '/api/website/v1'

/** The real server's answer for the trips area (the browser tests compare the screen with it). */
export async function searchTrips(request: APIRequestContext, query: Record<string, string | number>, lang: 'en' | 'ar' = 'en'): Promise<TripsSearchResponse> {
  const params = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), lang })
  return (await (await request.get(`${api}/Trips/Search?${params}`)).json()) as TripsSearchResponse
}

export async function tripDetails(request: APIRequestContext, id: number, lang: 'en' | 'ar' = 'en'): Promise<TripDetails> {
  return ((await (await request.get(`${api}/Trips/TripDetails?tempTripId=${id}&lang=${lang}`)).json()) as { data: TripDetails }).data
}

export async function courseDetails(request: APIRequestContext, id: number, lang: 'en' | 'ar' = 'en'): Promise<CourseDetails> {
  return ((await (await request.get(`${api}/Trips/CourseDetails?tempId=${id}&lang=${lang}`)).json()) as { data: CourseDetails }).data
}

/** `YYYY-MM`, `delta` months from this one (the browser and the server share the clock here). */
export function monthFromNow(delta: number): string {
  const now = new Date()
  const date = new Date(now.getFullYear(), now.getMonth() + delta, 1)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

/** The first month from next month on with at least `pages` pages of departures in the seed. */
export async function busyMonth(request: APIRequestContext, pages = 2): Promise<string> {
  for (let delta = 1; delta < 12; delta++) {
    const month = monthFromNow(delta)
    if ((await searchTrips(request, { month })).metaData.pageCount >= pages) return month
  }
  throw new Error('no month in the seed has enough departures')
}

/** Every departure of a month (first `pages` pages) matching `test`. */
export async function findDeparture<T>(
  request: APIRequestContext,
  query: Record<string, string | number>,
  load: (id: number) => Promise<T>,
  test: (detail: T) => boolean,
): Promise<T> {
  for (let page = 1; page <= 10; page++) {
    const { data } = await searchTrips(request, { ...query, page })
    for (const item of data.items) {
      const detail = await load(item.id)
      if (test(detail)) return detail
    }
  }
  throw new Error('no seeded departure matches')
}
