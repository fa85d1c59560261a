import { useLingui } from '@lingui/react/macro'
import { currencies } from '../../../../contract/common.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { Menu } from '../../../ui/menu.tsx'

const displayNames = new Map<string, Intl.DisplayNames>()

/**
 * A currency's name in the reader's language. Built when the menu opens, once per language:
 * Intl.DisplayNames loads locale data, which cost the first paint about 20 ms on a phone.
 */
function CurrencyName({ code, locale }: { code: string; locale: string }) {
  let names = displayNames.get(locale)
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'currency' })))
  return <span className="muted">{names.of(code)}</span>
}

/** The nine currencies of SPEC §9, stored locally. AED sets AED (the original site set EGP by mistake). */
export function CurrencyMenu() {
  const { t, i18n } = useLingui()
  const { currency, setCurrency } = usePreferences()
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
            <span className="currency-code">{code}</span> <CurrencyName code={code} locale={i18n.locale} />
          </>
        ),
        onSelect: () => setCurrency(code),
      }))}
    />
  )
}
