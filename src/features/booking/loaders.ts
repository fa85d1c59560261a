import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { idFromAddress } from '../../../contract/common.ts'
import { sessionStore } from '../../api/session.ts'
import { currentLang, loadCatalog } from '../../lib/i18n.ts'
import { orNotFound } from '../../lib/not-found.ts'
import { voucherQueryOptions } from './api/voucher.ts'

/** The confirmation's and the voucher's loader: the voucher, from the device when it was kept. */
export async function loadVoucher(queryClient: QueryClient, param: string) {
  const id = idFromAddress(param)
  if (id === null) throw notFound()
  await loadCatalog('discovery')
  return orNotFound(() => queryClient.ensureQueryData(voucherQueryOptions(sessionStore.get()?.userId ?? 0, id, currentLang())))
}
