import { useLingui } from '@lingui/react/macro'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { GlobeIcon } from '../../../ui/shell-icons.tsx'

/** Names the other language in that language, as bilingual sites do. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui()
  const { lang, setLang } = usePreferences()
  const next = lang === 'en' ? 'ar' : 'en'
  return (
    <button type="button" className={`lang-switch ${className ?? ''}`} onClick={() => void setLang(next)} title={t`Change language`}>
      <GlobeIcon />
      <span lang={next}>{next === 'ar' ? 'العربية' : 'English'}</span>
    </button>
  )
}
