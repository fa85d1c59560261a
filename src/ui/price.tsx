import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { convertMoney, formatMoney } from '../../shared/format.ts'
import { usePreferences } from '../lib/preferences-context.tsx'
import { ratesQueryOptions } from '../lib/rates.ts'

type PriceProps = {
  amount: number
  /** the currency the amount is in (the provider's) */
  currency: string
  /** an original price, shown struck through before the price paid */
  was?: boolean
}

/**
 * Money in the diver's currency, converted on the device from the cached rates table (so it works
 * offline); the provider's own price shows on hover and focus. Without rates, the original shows.
 */
export function Price({ amount, currency, was = false }: PriceProps) {
  const { t, i18n } = useLingui()
  const { currency: target } = usePreferences()
  const { data } = useQuery(ratesQueryOptions())
  const tipId = useId()
  const converted = data ? convertMoney(amount, currency, target, data.data.rates) : null
  const original = formatMoney(amount, currency, i18n.locale)
  const shown = converted === null || target === currency ? original : formatMoney(converted, target, i18n.locale)
  const text = was ? (
    <s>
      <span className="visually-hidden">{t`Was`} </span>
      {shown}
    </s>
  ) : (
    shown
  )
  if (shown === original) return <span className={was ? 'price price-was' : 'price'}>{text}</span>
  return (
    <span className={was ? 'price price-was has-tip' : 'price has-tip'} tabIndex={0} aria-describedby={tipId}>
      {text}
      <span className="price-tip" role="tooltip" id={tipId}>{t`Priced at ${original}`}</span>
    </span>
  )
}
