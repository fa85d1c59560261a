import { useLingui } from '@lingui/react/macro'

/** Beside an action that cannot wait for the network: says why it is unavailable offline. */
export function NeedsNetwork({ online }: { online: boolean }) {
  const { t } = useLingui()
  if (online) return null
  return <p className="needs-network" role="note">{t`You are offline. This needs a connection; try again when you are back online.`}</p>
}
