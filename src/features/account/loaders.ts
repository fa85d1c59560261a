import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../api/client.ts'
import { signOut } from '../../lib/logout.ts'
import { loaderDiver } from './hooks/use-diver.ts'
import { countriesQueryOptions } from '../../lib/countries.ts'
import { organizationsQueryOptions } from '../../lib/organizations.ts'
import { reservationsQueryOptions } from './reservations/api/reservations.ts'
import { profileQueryOptions } from './profile/api/profile.ts'

/** SPEC §4/§8: a profile load the server refuses with 400 signs the diver out and goes home. */
export async function loadProfile(queryClient: QueryClient) {
  const { userId, lang } = loaderDiver()
  void queryClient.prefetchQuery(countriesQueryOptions(lang))
  void queryClient.prefetchQuery(organizationsQueryOptions(lang))
  try {
    return await queryClient.ensureQueryData(profileQueryOptions(userId, lang))
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      await signOut(queryClient)
      throw redirect({ to: '/', replace: true })
    }
    throw error
  }
}

/** Bookings and course reservations read the same list. */
export function loadReservations(queryClient: QueryClient) {
  const { userId, lang } = loaderDiver()
  return queryClient.ensureQueryData(reservationsQueryOptions(userId, lang))
}
