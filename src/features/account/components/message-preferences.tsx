import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { getErrorMessage } from '../../../lib/errors.ts'
import { useUpdateProfile } from '../profile-writes.ts'

/**
 * How the diver hears about bookings. The choice is saved as soon as it is changed; booking
 * confirmations and cancellations are e-mailed whatever it says (they are what the center is
 * held to), so the hint says so.
 */
export function MessagePreferences({ userId, bookingMail, online }: { userId: number; bookingMail: boolean; online: boolean }) {
  const { t } = useLingui()
  const save = useUpdateProfile(userId)
  // The box shows the diver's choice from the click on, in React's own state: the mutation's pending
  // state reaches the component a tick later, and in between React put the box back as it was (a
  // click could look refused). Once saved and the profile read again, the server's value shows.
  const [choice, setChoice] = useState<boolean | null>(null)
  const checked = choice ?? bookingMail
  const choose = (value: boolean) => {
    setChoice(value)
    save.mutate({ bookingMail: value }, { onSettled: () => setChoice(null) })
  }
  return (
    <section className="card message-preferences" aria-labelledby="message-preferences-title">
      <h2 id="message-preferences-title">{t`Messages`}</h2>
      <label className="check-row">
        <input type="checkbox" checked={checked} disabled={!online || save.isPending} aria-describedby="booking-mail-hint" onChange={(event) => choose(event.target.checked)} />
        <span>{t`E-mail me about my bookings`}</span>
      </label>
      <p id="booking-mail-hint" className="field-hint muted">{t`Payment receipts, a reminder two days before and a review request afterwards. Confirmations and cancellations are always e-mailed.`}</p>
      {save.error ? <p className="form-error" role="alert">{getErrorMessage(save.error)}</p> : null}
    </section>
  )
}
