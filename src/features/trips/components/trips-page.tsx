import { useLingui } from '@lingui/react/macro'
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx'
import { useDocumentHead } from '../../../lib/document-head.ts'

export function TripsPage({ month }: { month: string }) {
  const { t, i18n } = useLingui()
  const [year, monthIndex] = month.split('-').map(Number)
  const label = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric' }).format(new Date(year ?? 2026, (monthIndex ?? 1) - 1, 1))
  useDocumentHead(t`Trips in ${label}`)
  return <PagePlaceholder title={t`Trips in ${label}`}>{t`Diving, freediving and snorkeling trips, courses and liveaboards for this month will be listed here.`}</PagePlaceholder>
}
