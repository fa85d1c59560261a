import { queryOptions } from '@tanstack/react-query'
import { langCode, type Lang } from '../../contract/common.ts'
import { WALLET_PAGE, walletPath, WalletResponseSchema } from '../../contract/wallet.ts'
import { api } from '../api/client.ts'
import { diverKeys } from './query-keys.ts'

/** Under the account's key and the diver's id: sign-out wipes it and any account write refreshes it. */
const walletKey = diverKeys.wallet

/**
 * The diver's wallet (Wallet/GetAllTransactionForCurrentUser): the wallet page lists it, and Pay
 * and Book take the available credit from it to show how a payment divides (`paymentSplit`).
 */
export const walletQueryOptions = (userId: number, lang: Lang, limit = WALLET_PAGE) =>
  queryOptions({
    // A longer list (Show more) one level under the kept first page: refreshed with it.
    queryKey: limit === WALLET_PAGE ? walletKey(userId, lang) : [...walletKey(userId, lang), limit],
    queryFn: ({ signal }) => api.get(walletPath, WalletResponseSchema, { query: { lang: langCode[lang], limit }, signal }),
    meta: { owner: userId },
    // The kept copy at once, the server's answer after it, on every visit (a payment elsewhere shows).
    refetchOnMount: 'always',
  })
