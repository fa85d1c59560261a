import './offline-banner.css'
import { useLingui } from '@lingui/react/macro'
import { useOtherLanguageCopies } from '../lib/saved-in-other-language.ts'
import { useOnline } from '../lib/use-online.ts'
import { OfflineIcon } from './shell-icons.tsx'

/**
 * The notice under the header while offline: what still works and what waits for the network; and,
 * when the screen shows what was saved in the other language (switched on the boat), says so.
 */
export function OfflineBanner() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const copies = useOtherLanguageCopies()
  if (online && !copies) return null
  const savedIn = copies.includes(i18n.locale === 'ar' ? 'en' : 'ar')
  return (
    <div className="offline-banner" role="status">
      <OfflineIcon />
      <span>
        {online ? null : t`You are offline. Saved pages and your bookings still open; changes are sent when you are back online.`}
        {savedIn ? (
          <span>
            {' '}
            {i18n.locale === 'ar'
              ? t`Parts of this page are shown as saved in English; they will be in Arabic once you are back online.`
              : t`Parts of this page are shown as saved in Arabic; they will be in English once you are back online.`}
          </span>
        ) : null}
      </span>
    </div>
  )
}
