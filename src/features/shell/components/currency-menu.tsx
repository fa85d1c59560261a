import { useLingui } from '@lingui/react/macro'
import { currencies } from '../../../../contract/common.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { Menu } from '../../../ui/menu.tsx'

/** The nine currencies of SPEC §9, stored locally. AED sets AED (the original site set EGP by mistake). */
export function CurrencyMenu() {
  const { t, i18n } = useLingui()
  const { currency, setCurrency } = usePreferences()
  const names = new Intl.DisplayNames([i18n.locale], { type: 'currency' })
  return (
    <Menu
      className="currency-menu"
      label={t`Currency: ${currency}`}
      button={<span className="currency-code">{currency}</span>}
      align="end"
      items={currencies.map((code) => ({
        key: code,
        kind: 'action',
        checked: code === currency,
        label: (
          <>
            <span className="currency-code">{code}</span> <span className="muted">{names.of(code)}</span>
          </>
        ),
        onSelect: () => setCurrency(code),
      }))}
    />
  )
}
