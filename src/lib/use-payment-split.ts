import { useQuery } from '@tanstack/react-query'
import { type PaymentSplit, paymentSplit } from '../../contract/wallet.ts'
import { usePreferences, useSession } from './preferences-context.tsx'
import { ratesQueryOptions } from './rates.ts'
import { walletQueryOptions } from './wallet.ts'

export type SplitState = { status: 'pending' } | { status: 'error' } | { status: 'ready'; split: PaymentSplit; creditUsd: number }

/**
 * How paying `total` (in the center's `currency`) divides between the diver's wallet credit and the
 * card, by the contract's `paymentSplit`: the rule the server charges with. The credit is read
 * fresh each time a screen asks (it may have changed on another device); rates from the cached table.
 */
export function usePaymentSplit(total: number, currency: string, useWallet: boolean): SplitState {
  const userId = useSession()?.userId ?? 0
  const { lang } = usePreferences()
  const wallet = useQuery({ ...walletQueryOptions(userId, lang), enabled: userId > 0, refetchOnMount: 'always' })
  const rates = useQuery(ratesQueryOptions())
  // What was read stands when a later read fails (the split is still the server's rule on it).
  const creditUsd = userId > 0 ? wallet.data?.data.availableTransaction.balance : 0
  const table = rates.data?.data.rates
  if (creditUsd === undefined || !table) return wallet.isError || rates.isError ? { status: 'error' } : { status: 'pending' }
  const unitsPerUsd = table[currency as keyof typeof table]
  if (!unitsPerUsd) return { status: 'error' }
  return { status: 'ready', creditUsd, split: paymentSplit(total, currency, creditUsd, (table.USD ?? 1) / unitsPerUsd, useWallet) }
}
