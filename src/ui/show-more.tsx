import './show-more.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { useOnline } from '../lib/use-online.ts'

type Props = {
  /** how many there are in all, and how many are shown */
  total: number
  shown: number
  loading: boolean
  onMore: () => void
}

/**
 * The rest of a long list, a page at a time (a diver's past bookings, a wallet's lines): what is
 * shown is kept on the device; the rest needs the network, so offline the button says so.
 */
export function ShowMore({ total, shown, loading, onMore }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const left = total - shown
  if (left <= 0) return null
  return (
    <div className="show-more">
      <button type="button" className="button button-outline" onClick={onMore} disabled={!online || loading} aria-busy={loading}>
        <Plural value={left} one="Show # more" other="Show # more" />
      </button>
      {!online ? <p className="muted">{t`The rest needs a connection.`}</p> : null}
    </div>
  )
}
