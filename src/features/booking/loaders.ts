import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { ApiError } from '../../api/client.ts'
import { sessionStore } from '../../api/session.ts'
import { currentLang, loadCatalog } from '../../lib/i18n.ts'
import { voucherQueryOptions } from './api/voucher.ts'

/** The confirmation's and the voucher's loader: the voucher, from the device when it was kept. */
export async function loadVoucher(queryClient: QueryClient, param: string) {
  if (!/^[1-9]\d{0,8}$/.test(param)) throw notFound()
  await loadCatalog('discovery')
  try {
    return await queryClient.ensureQueryData(voucherQueryOptions(sessionStore.get()?.userId ?? 0, Number(param), currentLang()))
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
