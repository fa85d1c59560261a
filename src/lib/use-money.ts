import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { type MoneyParts, moneyParts, priceTag } from '../../shared/format.ts'
import { usePreferences } from './preferences-context.tsx'
import { ratesQueryOptions } from './rates.ts'

/**
 * Formats a booking's money the one way (`moneyParts`): the diver's currency from the preferences,
 * the rates from the cached table (offline too), the reader's language.
 */
export function useMoney(): (amount: number, currency: string) => MoneyParts {
  const { i18n } = useLingui()
  const { currency: target } = usePreferences()
  const rates = useQuery(ratesQueryOptions()).data?.data.rates
  return useCallback((amount: number, currency: string) => moneyParts(amount, currency, target, rates, i18n.locale), [target, rates, i18n.locale])
}

/** A "from" price where room is short (a map's marker, `priceTag`): the diver's currency, whole units, a short sign. */
export function usePriceTag(): (amount: number, currency: string) => string {
  const { i18n } = useLingui()
  const { currency: target } = usePreferences()
  const rates = useQuery(ratesQueryOptions()).data?.data.rates
  return useCallback((amount: number, currency: string) => priceTag(amount, currency, target, rates, i18n.locale), [target, rates, i18n.locale])
}
