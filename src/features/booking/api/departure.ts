import { queryOptions } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { courseDetailsPath, CourseDetailsResponseSchema, tripDetailsPath, TripDetailsResponseSchema } from '../../../../contract/trips.ts'
import { api } from '../../../api/client.ts'
import { type BookingKind, type Departure, fromCourse, fromTrip } from '../departure.ts'

export const bookingKeys = {
  departure: (kind: BookingKind, id: number, lang: Lang) => ['booking', 'departure', kind, id, lang] as const,
}

/**
 * The trip or course date being booked, read fresh (seats and price move): what the booking page
 * shows and sends back as the expected total.
 */
export const departureQueryOptions = (kind: BookingKind, id: number, lang: Lang) =>
  queryOptions({
    queryKey: bookingKeys.departure(kind, id, lang),
    queryFn: async ({ signal }): Promise<Departure> =>
      kind === 'trip'
        ? fromTrip((await api.get(tripDetailsPath, TripDetailsResponseSchema, { query: { tempTripId: id, lang: langCode[lang] }, signal })).data)
        : fromCourse((await api.get(courseDetailsPath, CourseDetailsResponseSchema, { query: { tempId: id, lang: langCode[lang] }, signal })).data),
    staleTime: 0,
    meta: { persist: false },
  })
