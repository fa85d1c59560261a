import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query'
import type { Lang } from '../../../contract/common.ts'
import { readDeviceFile } from '../../lib/device-files.ts'
import { accountKeys } from './api/keys.ts'
import { keepPdfFonts } from './pdf-fonts.ts'
import { walletQueryOptions } from '../../lib/wallet.ts'
import { reservationsQueryOptions } from './reservations/api/reservations.ts'
import { invoiceQueryOptions } from './invoices/api/invoice.ts'
import { profileQueryOptions } from './profile/api/profile.ts'
import { splitReservations } from './reservations/reservations.ts'
import { certificateImageQueryOptions } from './profile/api/certificate-image.ts'

/** What the trip pack last kept on this device, shown in the account area. */
export type PackState = {
  /** upcoming trips whose voucher and invoice are kept in both languages */
  trips: number
  /** the diver's saved data, the certification card and the invoice fonts */
  bytes: number
  packedAt: number
  /** the browser promised to keep the storage (navigator.storage.persist()); null where it cannot */
  persisted: boolean | null
  /** the storage refused a write: some of it may be missing */
  full: boolean
}

/** Set by the pack, never fetched: read from the cache (and its saved copy) only. */
export const packStateQueryOptions = (userId: number) =>
  queryOptions<PackState | null>({ queryKey: accountKeys.pack(userId), queryFn: skipToken, meta: { owner: userId }, staleTime: Infinity })

/** How long a pack's answers count as fresh: a start and a sign-in each pack, at most this often. */
export const PACK_FRESH = 5 * 60_000

/** Each diver's and language's upcoming bookings as the last pack of this page saw them, as JSON. */
const packedRows = new Map<string, Map<number, string>>()

/**
 * The diver's own screens in one language (bookings, each upcoming booking's invoice, the wallet, the
 * profile and the card picture), fetched into the cache, which is saved on the device. `more` fetches
 * what other areas keep for a booking (its voucher) or for the diver (`null`: the notifications), as
 * fresh as the `staleTime` it is given. Returns the upcoming bookings' ids.
 *
 * `reconnected`: the device has just come back online, so what it kept may have changed meanwhile
 * (a booking made on another device, a new card picture), however fresh its answers look: the lists
 * are asked again, and so is every booking whose row in the list is new or changed. A booking that
 * is the same keeps its voucher and invoice until PACK_FRESH, so a network that comes and goes on a
 * boat costs a few lists a time, not the whole pack.
 */
export async function packAccount(
  queryClient: QueryClient,
  userId: number,
  lang: Lang,
  more: (reservationId: number | null, staleTime: number) => Promise<unknown>,
  reconnected = false,
): Promise<number[]> {
  const lists = reconnected ? 0 : PACK_FRESH
  const options = reservationsQueryOptions(userId, lang)
  // The rows the last pack kept vouchers and invoices for (after a start, the saved list's): the
  // bookings screen may have fetched the new list already, which says nothing about those.
  const kept = queryClient.getQueryData(options.queryKey)
  const before =
    packedRows.get(`${userId}:${lang}`) ?? new Map(kept ? splitReservations(kept.data).upcoming.map((row) => [row.reservationId, JSON.stringify(row)]) : [])
  const { data } = await queryClient.fetchQuery({ ...options, staleTime: lists })
  const upcoming = splitReservations(data).upcoming.filter((row) => row.status !== 'Cancelled')
  const profile = await queryClient.fetchQuery({ ...profileQueryOptions(userId, lang), staleTime: lists })
  // One at a time: the pack never competes with the screen the diver is looking at.
  await queryClient.fetchQuery({ ...walletQueryOptions(userId, lang), staleTime: lists })
  await more(null, lists)
  for (const row of upcoming) {
    const staleTime = before.get(row.reservationId) === JSON.stringify(row) ? PACK_FRESH : 0
    await queryClient.fetchQuery({ ...invoiceQueryOptions(userId, row.reservationId, lang), staleTime })
    await more(row.reservationId, staleTime)
  }
  packedRows.set(`${userId}:${lang}`, new Map(upcoming.map((row) => [row.reservationId, JSON.stringify(row)])))
  // The card picture goes to the device's own files (it is no part of the query cache).
  await queryClient.fetchQuery(certificateImageQueryOptions(userId, profile.data.certificateImagePath))
  return upcoming.map((row) => row.reservationId)
}

/** The bytes the diver's part of the saved cache, the card picture and the invoice fonts take. */
export async function measurePack(queryClient: QueryClient, userId: number): Promise<number> {
  const queries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.meta?.owner === userId && query.meta.persist !== false && query.state.data !== undefined })
  const json = new Blob([JSON.stringify(queries.map((query) => query.state.data))]).size
  const card = await readDeviceFile<{ blob: Blob }>(`certificate:${userId}`).catch(() => undefined)
  const fonts = await keepPdfFonts().catch(() => 0)
  return json + (card?.blob.size ?? 0) + fonts
}
