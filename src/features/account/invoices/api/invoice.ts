import { queryOptions } from '@tanstack/react-query'
import { invoicePath, InvoiceResponseSchema } from '../../../../../contract/booking.ts'
import { langCode, type Lang } from '../../../../../contract/common.ts'
import { api } from '../../../../api/client.ts'
import { accountKeys } from '../../api/keys.ts'

export const invoiceQueryOptions = (userId: number, reservationId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.invoice(userId, reservationId, lang),
    queryFn: ({ signal }) => api.get(invoicePath, InvoiceResponseSchema, { query: { reservationId, lang: langCode[lang] }, signal }),
    meta: { owner: userId },
    staleTime: 5 * 60_000,
  })
