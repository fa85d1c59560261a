import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { updateTravellersPath, voucherPath, VoucherResponseSchema } from '../../../../contract/booking.ts'
import { langCode, type Lang } from '../../../../contract/common.ts'
import type { Traveller } from '../../../../contract/travellers.ts'
import { changed } from '../../../lib/changes.ts'
import { api } from '../../../api/client.ts'
import { diverKeys } from '../../../lib/query-keys.ts'

/** The diver's own: under the account's key and the diver's id, so sign-out and a second diver never see it. */
export const voucherKey = (userId: number, reservationId: number, lang: Lang) => [...diverKeys.all(userId), 'voucher', reservationId, lang] as const

/** The voucher: kept on the device (persisted with the cache) so it opens on the boat with no network. */
export const voucherQueryOptions = (userId: number, reservationId: number, lang: Lang) =>
  queryOptions({
    queryKey: voucherKey(userId, reservationId, lang),
    queryFn: ({ signal }) => api.get(voucherPath, VoucherResponseSchema, { query: { reservationId, lang: langCode[lang] }, signal }),
    meta: { owner: userId },
    // Booked while the card's answer was still awaited: asked again until it is confirmed or given up.
    refetchInterval: (query) => (query.state.data?.data.reservation.status === 'Pending' ? 3_000 : false),
  })

/**
 * Booking/UpdateTravellers, live only (the center's list closes at a set time, so a change is
 * confirmed while the diver waits, never queued): its answer is the voucher as it is now, put in the
 * cache the device keeps, and the rest of the account is marked to be read again.
 */
export function useUpdateTravellers(userId: number, reservationId: number, lang: Lang, onSaved: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { toastErrors: false },
    mutationFn: (travellers: Traveller[]) => api.post(updateTravellersPath, VoucherResponseSchema, { body: { reservationId, travellers } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(voucherKey(userId, reservationId, lang), answer)
      await changed(queryClient, [diverKeys.all(userId)], { waitFor: [] })
      onSaved()
    },
  })
}
