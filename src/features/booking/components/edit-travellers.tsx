import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Voucher } from '../../../../contract/booking.ts'
import { formatCenterTime } from '../../../../shared/format.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'
import { organizationsQueryOptions } from '../../../lib/organizations.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { savedTravellersQueryOptions } from '../api/saved-travellers.ts'
import { useUpdateTravellers } from '../api/voucher.ts'
import { bookingProblem } from '../departure.ts'
import { checkDrafts, draftFrom, type TravellerDraft } from '../travellers.ts'
import { TravellersFields } from './travellers-fields.tsx'

/**
 * Changing who dives until the center closes its list (`travellersEditableUntil`): the booking's
 * travellers in the same cards as Book, checked the same way, saved live.
 */
export function EditTravellers({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const userId = useSession()?.userId ?? 0
  const online = useOnline()
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState(false)
  const until = voucher.travellersEditableUntil
  if (!until) return null
  const deadline = formatCenterTime(until, i18n.locale)
  return (
    <section aria-labelledby="voucher-travellers-change" className="no-print voucher-travellers-change">
      <h2 id="voucher-travellers-change" className="visually-hidden">{t`Change travellers`}</h2>
      {saved ? <p role="status">{t`Travellers saved.`}</p> : null}
      {open ? (
        <TravellersForm
          voucher={voucher}
          userId={userId}
          lang={lang}
          online={online}
          onDone={(done) => {
            setOpen(false)
            setSaved(done)
          }}
        />
      ) : (
        <p>
          <span className="muted">{t`You can change the travellers until ${deadline} (center time).`}</span>{' '}
          <button type="button" className="button button-outline" disabled={!online} onClick={() => (setSaved(false), setOpen(true))}>
            {online ? t`Change travellers` : t`Changing travellers needs a connection`}
          </button>
        </p>
      )}
    </section>
  )
}

function TravellersForm({
  voucher,
  userId,
  lang,
  online,
  onDone,
}: {
  voucher: Voucher
  userId: number
  lang: 'en' | 'ar'
  online: boolean
  onDone: (saved: boolean) => void
}) {
  const { t } = useLingui()
  const { reservation } = voucher
  const saved = useQuery(savedTravellersQueryOptions(userId)).data ?? []
  const agencies = useQuery(organizationsQueryOptions(lang)).data?.data.organizations ?? []
  const [drafts, setDrafts] = useState<TravellerDraft[]>(() =>
    Array.from({ length: reservation.seats }, (_, index) => {
      const booked = voucher.travellers[index]
      return booked ? draftFrom(booked) : draftFrom({ ...voucher.travellers[0]!, fullName: '', notes: '' })
    }),
  )
  const [showProblems, setShowProblems] = useState(false)
  const save = useUpdateTravellers(userId, reservation.reservationId, lang, () => onDone(true))
  const problem = save.error ? bookingProblem(save.error) : null
  const { travellers, everyoneMayGo } = checkDrafts(drafts, voucher.requirements, reservation.startDate)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!online || save.isPending) return
    if (!everyoneMayGo) {
      setShowProblems(true)
      return
    }
    save.mutate(travellers)
  }
  return (
    <form onSubmit={onSubmit} noValidate className="voucher-travellers-form">
      <TravellersFields
        drafts={drafts}
        onChange={(index, draft) => setDrafts((before) => before.map((one, at) => (at === index ? draft : one)))}
        requirements={voucher.requirements}
        startDate={reservation.startDate}
        saved={saved}
        agencies={agencies}
        showProblems={showProblems || problem?.field === 'travellers'}
        refused={problem?.refused ?? new Map()}
      />
      {problem && (problem.field !== 'travellers' || problem.message) ? (
        <p className="field-error" role="alert">
          {problem.message ?? t`The travellers could not be saved. Try again.`}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button" disabled={!online || save.isPending}>
          {save.isPending ? t`Saving…` : t`Save travellers`}
        </button>
        <button type="button" className="button button-outline" onClick={() => onDone(false)}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  )
}
