import { queryOptions } from '@tanstack/react-query'
import { voucherPath, VoucherResponseSchema } from '../../../../contract/booking.ts'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { api } from '../../../api/client.ts'
import { diverKeys } from '../../../lib/query-keys.ts'

/** The diver's own: under the account's key and the diver's id, so sign-out and a second diver never see it. */
const voucherKey = (userId: number, reservationId: number, lang: Lang) => [...diverKeys.all(userId), 'voucher', reservationId, lang] as const

/** The voucher: kept on the device (persisted with the cache) so it opens on the boat with no network. */
export const voucherQueryOptions = (userId: number, reservationId: number, lang: Lang) =>
  queryOptions({
    queryKey: voucherKey(userId, reservationId, lang),
    queryFn: ({ signal }) => api.get(voucherPath, VoucherResponseSchema, { query: { reservationId, lang: langCode[lang] }, signal }),
    meta: { owner: userId },
    // Booked while the card's answer was still awaited: asked again until it is confirmed or given up.
    refetchInterval: (query) => (query.state.data?.data.reservation.status === 'Pending' ? 3_000 : false),
  })
