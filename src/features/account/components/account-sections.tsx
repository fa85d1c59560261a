import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { profileQueryOptions } from '../queries.ts'

/** The profile as the server has it; the editable form arrives with the account issue. */
export function ProfileSection() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data, error, isPending, refetch } = useQuery(profileQueryOptions(lang))
  if (isPending) return <p className="muted">{t`Loading your profile…`}</p>
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />
  const profile = data.data
  return (
    <section>
      <h1>{t`Profile`}</h1>
      <dl className="facts">
        <dt>{t`Name`}</dt>
        <dd dir="auto">{profile.name}</dd>
        <dt>{t`E-mail`}</dt>
        <dd dir="ltr">{profile.email}</dd>
        <dt>{t`Country`}</dt>
        <dd>{profile.country ?? '—'}</dd>
        <dt>{t`Organization`}</dt>
        <dd>{profile.shortName ?? '—'}</dd>
        <dt>{t`Diver number`}</dt>
        <dd dir="ltr">{profile.driverNumber ?? '—'}</dd>
      </dl>
    </section>
  )
}

function Section({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
    </section>
  )
}

export function BookingsSection() {
  const { t } = useLingui()
  return <Section title={t`Bookings`} text={t`Your upcoming and past trips and courses will be listed here.`} />
}

export function InvoicesSection() {
  const { t } = useLingui()
  return <Section title={t`Invoices`} text={t`Invoices for your trips and courses will be listed here.`} />
}

export function WalletSection() {
  const { t } = useLingui()
  return <Section title={t`Wallet`} text={t`Your wallet balance and credits will be shown here.`} />
}

export function CourseReservationsSection() {
  const { t } = useLingui()
  return <Section title={t`My Reservations`} text={t`Your course reservations will be listed here.`} />
}

export function FavouritesSection() {
  const { t } = useLingui()
  return <Section title={t`Favourites`} text={t`Dive centers and courses you save will be listed here.`} />
}
