import '../../account-sheets.ts'
import '../wallet.css'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Wallet, WALLET_PAGE } from '../../../../../contract/wallet.ts'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { ShowMore } from '../../../../ui/show-more.tsx'
import { Tabs } from '../../../../ui/tabs.tsx'
import { formatDay, formatMoney } from '../../../../../shared/format.ts'
import { useDiver } from '../../hooks/use-diver.ts'
import { walletQueryOptions } from '../../../../lib/wallet.ts'

type Transaction = Wallet['availableTransaction']['walletTransactions'][number]

/** SPEC §4: credited rows show a valid-until date; expired ones an expired-on date. */
function TransactionList({ rows, expired }: { rows: Transaction[]; expired: boolean }) {
  const { t, i18n } = useLingui()
  if (rows.length === 0) return <p className="empty-state">{expired ? t`No expired credit.` : t`No current credit.`}</p>
  return (
    <ul className="plain-list wallet-list">
      {rows.map((row) => {
        const date = formatDay(row.validTo, i18n.locale, 'long')
        return (
          <li key={row.id} className="card wallet-row">
            <div>
              <p className="wallet-description">
                <bdi>{row.description}</bdi>
              </p>
              <p className="muted wallet-date">
                {expired
                  ? t`Expired on ${date}`
                  : row.type === 'Credited'
                    ? t`Valid until ${date}`
                    : t`Used on ${formatDay(row.validFrom, i18n.locale, 'long')}`}
              </p>
            </div>
            <p className={row.amount < 0 ? 'wallet-amount is-debit' : 'wallet-amount'}>
              <span className="visually-hidden">{row.type === 'Credited' ? t`Credited` : t`Debited`}: </span>
              <bdi>{formatMoney(row.amount, 'USD', i18n.locale)}</bdi>
            </p>
          </li>
        )
      })}
    </ul>
  )
}

/** SPEC §2.4 Wallet: the balance in USD, and Current / Expired credit. */
export function WalletPage() {
  const { t, i18n } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(walletQueryOptions(userId, lang))
  // Lines beyond each tab's first page come when asked; the balances always count every line.
  const [limit, setLimit] = useState(WALLET_PAGE)
  const longer = useQuery({ ...walletQueryOptions(userId, lang, limit), enabled: limit > WALLET_PAGE, placeholderData: keepPreviousData })
  const shown = limit > WALLET_PAGE && longer.data ? longer.data : query.data
  const wallet = shown.data
  const more = (total: number, rows: Transaction[]) => (
    <ShowMore total={total} shown={rows.length} loading={limit > WALLET_PAGE && longer.isFetching} onMore={() => setLimit((now) => now + WALLET_PAGE * 2)} />
  )
  return (
    <section aria-labelledby="wallet-title">
      <h1 id="wallet-title">{t`Wallet`}</h1>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      <div className="card wallet-balance">
        <p className="muted">{t`Available balance`}</p>
        <p className="wallet-total" dir="ltr">
          {formatMoney(wallet.availableTransaction.balance, 'USD', i18n.locale)}
        </p>
        <p className="muted">{t`Your credit pays first when you book or pay; you can choose to keep it.`}</p>
      </div>
      <Tabs
        label={t`Wallet credit`}
        items={[
          {
            id: 'current',
            label: t`Current`,
            content: (
              <>
                <TransactionList rows={wallet.availableTransaction.walletTransactions} expired={false} />
                {more(shown.metaData.currentTotal, wallet.availableTransaction.walletTransactions)}
              </>
            ),
          },
          {
            id: 'expired',
            label: t`Expired`,
            content: (
              <>
                <TransactionList rows={wallet.expiredTransaction.walletTransactions} expired />
                {more(shown.metaData.expiredTotal, wallet.expiredTransaction.walletTransactions)}
              </>
            ),
          },
        ]}
      />
    </section>
  )
}
