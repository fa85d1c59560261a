import type { QueryClient } from '@tanstack/react-query'
import type { Lang } from '../contract/common.ts'
import { isSignedInDiver, sessionStore } from './api/session.ts'
import { accountKeys } from './features/account/api/keys.ts'
import { measurePack, packAccount, type PackState } from './features/account/trip-pack-account.ts'
import { voucherQueryOptions } from './features/booking/api/voucher.ts'
import { notificationsQueryOptions } from './features/notifications/api/notifications.ts'
import { fetchEveryCatalog } from './lib/i18n.ts'
import { keepDiverFiles } from './lib/pwa.ts'
import { persister } from './lib/saved-cache.ts'

const LANGS: Lang[] = ['en', 'ar']

/** The browser's promise to keep the storage, asked once the diver has a trip to take on a boat. */
async function keepStorage(ask: boolean): Promise<boolean | null> {
  if (!navigator.storage?.persisted) return null
  try {
    if (await navigator.storage.persisted()) return true
    return ask ? await navigator.storage.persist() : false
  } catch {
    return null
  }
}

class SignedOut extends Error {}

/**
 * The trip pack: whenever the app is online and a diver is signed in, what the diver needs on a boat
 * is kept on the device without opening it: every upcoming booking's voucher (QR, meeting point, map
 * area, policy) and invoice (with the PDF's library and fonts), the bookings, the wallet, the profile
 * and the card picture, the latest notifications, in both languages with both languages' words.
 */
async function pack(queryClient: QueryClient, userId: number, reconnected: boolean): Promise<PackState> {
  const still = () => {
    if (sessionStore.get()?.userId !== userId) throw new SignedOut()
  }
  let upcoming: number[] = []
  for (const lang of LANGS) {
    upcoming = await packAccount(
      queryClient,
      userId,
      lang,
      async (reservationId, staleTime) => {
        still()
        if (reservationId === null) await queryClient.fetchQuery({ ...notificationsQueryOptions(userId, lang), staleTime })
        else await queryClient.fetchQuery({ ...voucherQueryOptions(userId, reservationId, lang), staleTime })
      },
      reconnected,
    )
    still()
  }
  // The code and words those screens need offline: the PDF's library, the map, both languages.
  await Promise.all([keepDiverFiles(), import('./features/account/invoice-pdf.ts'), import('./ui/place-map.tsx'), fetchEveryCatalog()])
  const persisted = await keepStorage(upcoming.length > 0)
  await persister.flush()
  still()
  return { trips: upcoming.length, bytes: await measurePack(queryClient, userId), packedAt: Date.now(), persisted, full: persister.full() }
}

/**
 * Packs at start, at sign-in, when the browser is back online and when the diver's bookings change
 * (a booking made, one cancelled), a few seconds later and one pack at a time. A pack that fails
 * half way (the network gone again) keeps what it got and tries again at the next of those moments.
 * Back online, the pack asks the server again whatever its answers' age (packAccount `reconnected`):
 * the diver's data may have changed elsewhere while this device could not hear of it.
 */
export function startTripPack(queryClient: QueryClient): () => void {
  let running = false
  let again = false
  // Set by the `online` event, kept until a pack that asked again has finished.
  let reconnected = false
  let timer: ReturnType<typeof setTimeout> | null = null

  const run = async () => {
    timer = null
    const userId = sessionStore.get()?.userId
    if (!navigator.onLine || userId === undefined || userId === null || !isSignedInDiver(sessionStore.get())) return
    if (running) {
      again = true
      return
    }
    running = true
    const fresh = reconnected
    reconnected = false
    try {
      const state = await pack(queryClient, userId, fresh)
      if (sessionStore.get()?.userId === userId) queryClient.setQueryData<PackState>(accountKeys.pack(userId), state)
    } catch {
      // offline again, or signed out: the next moment packs again
      reconnected ||= fresh
    } finally {
      running = false
      if (again) {
        again = false
        schedule()
      }
    }
  }
  const schedule = (delay = 2000) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void run(), delay)
  }

  const onOnline = () => {
    reconnected = true
    schedule()
  }
  window.addEventListener('online', onOnline)
  const offSession = sessionStore.subscribe(() => schedule())
  // A new answer for the bookings (after a booking or a cancellation) may name a trip not packed yet.
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey as readonly unknown[]
    if (!running && event.type === 'updated' && event.action.type === 'success' && key[0] === accountKeys.all[0] && key[2] === 'reservations') schedule()
  })
  schedule(3000)
  return () => {
    window.removeEventListener('online', onOnline)
    offSession()
    offCache()
    if (timer) clearTimeout(timer)
  }
}
