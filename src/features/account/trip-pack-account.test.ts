import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { packAccount } from './trip-pack-account.ts'

type Row = { reservationId: number; status: string; startDate: string; tripName: string; courseName: null; livaboardId: null }

/** The server as the pack sees it: the diver's upcoming bookings, and every call it was asked. */
const server = vi.hoisted(() => ({ rows: [] as Row[], calls: [] as string[] }))

vi.mock('./reservations/api/reservations.ts', () => ({
  reservationsQueryOptions: (userId: number, lang: string) => ({
    queryKey: ['account', userId, 'reservations', lang],
    queryFn: () => {
      server.calls.push(`reservations ${lang}`)
      return {
        data: {
          upcomming: { upcomingTripReservations: structuredClone(server.rows), upcomingCourseReservations: [] },
          past: { pastTripReservationsAfterAddingReview: [], pastCourseReservationsAfterAddingReview: [] },
        },
      }
    },
  }),
}))
vi.mock('./profile/api/profile.ts', () => ({
  profileQueryOptions: (userId: number, lang: string) => ({
    queryKey: ['account', userId, 'profile', lang],
    queryFn: () => {
      server.calls.push(`profile ${lang}`)
      return { data: { certificateImagePath: null } }
    },
  }),
}))
vi.mock('./invoices/api/invoice.ts', () => ({
  invoiceQueryOptions: (userId: number, reservationId: number, lang: string) => ({
    queryKey: ['account', userId, 'invoice', reservationId, lang],
    queryFn: () => {
      server.calls.push(`invoice ${reservationId} ${lang}`)
      return {}
    },
  }),
}))
vi.mock('../../lib/wallet.ts', () => ({
  walletQueryOptions: (userId: number, lang: string) => ({
    queryKey: ['account', userId, 'wallet', lang],
    queryFn: () => {
      server.calls.push(`wallet ${lang}`)
      return {}
    },
  }),
}))
vi.mock('./profile/api/certificate-image.ts', () => ({
  certificateImageQueryOptions: (userId: number) => ({ queryKey: ['account', userId, 'certificate-image', null], queryFn: () => null }),
}))

const row = (reservationId: number, status = 'Confirmed'): Row => ({
  reservationId,
  status,
  startDate: '2027-01-10',
  tripName: `Trip ${reservationId}`,
  courseName: null,
  livaboardId: null,
})

describe('the trip pack of one language', () => {
  let userId = 100
  let queryClient: QueryClient
  const pack = (reconnected: boolean) => packAccount(queryClient, userId, 'en', () => Promise.resolve(), reconnected)
  beforeEach(() => {
    userId += 1 // the pack remembers what it kept per diver
    queryClient = new QueryClient()
    server.rows = [row(1), row(2)]
    server.calls = []
  })

  it('a second pack within five minutes asks the server nothing again', async () => {
    expect(await pack(false)).toEqual([1, 2])
    server.calls = []
    server.rows.push(row(3))
    expect(await pack(false)).toEqual([1, 2])
    expect(server.calls).toEqual([])
  })

  it('back online, it asks for the lists again, and for the bookings that are new or changed since, not the others', async () => {
    await pack(false)
    server.calls = []
    // While the phone was offline: booking 2 paid elsewhere, booking 3 made.
    server.rows = [row(1), row(2, 'Completed'), row(3)]
    expect(await pack(true)).toEqual([1, 2, 3])
    expect(server.calls).toEqual(['reservations en', 'profile en', 'wallet en', 'invoice 2 en', 'invoice 3 en'])
  })

  it('a bookings screen that fetched the new list first does not hide a changed booking from the pack', async () => {
    await pack(false)
    server.rows = [row(1), row(2, 'Completed')]
    await queryClient.refetchQueries({ queryKey: ['account', userId, 'reservations', 'en'] })
    server.calls = []
    await pack(true)
    expect(server.calls).toEqual(['reservations en', 'profile en', 'wallet en', 'invoice 2 en'])
  })
})
