import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useOnline } from '../../../lib/use-online.ts'
import { useDiver } from '../hooks/use-diver.ts'
import { packStateQueryOptions } from '../trip-pack-account.ts'

/** 2.1 MB, 340 kB: in the screen's language. */
function size(bytes: number, locale: string): string {
  const mega = bytes >= 1_000_000
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    bytes / (mega ? 1_000_000 : 1000),
  )
}

/**
 * What the trip pack keeps on this device for the boat: how many upcoming trips are ready, how much
 * room it takes, and whether the browser has promised to keep it.
 */
export function OfflineStatus() {
  const { t, i18n } = useLingui()
  const { userId } = useDiver()
  const online = useOnline()
  const state = useQuery(packStateQueryOptions(userId)).data
  if (!state) return online ? <p className="offline-status muted" role="status">{t`Getting your trips ready for offline use…`}</p> : null
  const bytes = size(state.bytes, i18n.locale)
  return (
    <div className="offline-status">
      <p role="status" className="offline-status-ready">
        {plural(state.trips, { one: `# trip ready offline · ${bytes}`, other: `# trips ready offline · ${bytes}` })}
      </p>
      {state.persisted === true ? <p className="muted">{t`Kept on this device: the browser will not clear it.`}</p> : null}
      {state.persisted === false ? (
        <p className="muted">{t`The browser may clear this when space runs low. Installing Reefline on your home screen helps keep it.`}</p>
      ) : null}
      {state.full ? (
        <p
          className="field-error"
          role="alert"
        >{t`This device's storage is full: some of your trips may not open offline. Free some space and open Reefline again online.`}</p>
      ) : null}
    </div>
  )
}
