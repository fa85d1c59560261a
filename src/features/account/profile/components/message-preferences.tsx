import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getErrorMessage } from '../../../../lib/errors.ts'
import { PushUnavailable } from '../../../../lib/push.ts'
import { pushDeviceQueryOptions, useTogglePush } from '../api/push-device.ts'
import { useUpdateProfile } from '../api/profile.ts'

/**
 * How the diver hears about bookings. The choice is saved as soon as it is changed; booking
 * confirmations, cancellations and new dates are e-mailed whatever it says (they are what the center
 * is held to), and so are a balance's reminders (money owed, whose silence would cost the booking),
 * so the hint says so.
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
        <input
          type="checkbox"
          checked={checked}
          disabled={!online || save.isPending}
          aria-describedby="booking-mail-hint"
          onChange={(event) => choose(event.target.checked)}
        />
        <span>{t`E-mail me about my bookings`}</span>
      </label>
      <p
        id="booking-mail-hint"
        className="field-hint muted"
      >{t`Payment receipts, a reminder two days before and a review request afterwards. Confirmations, cancellations, date changes and balance reminders are always e-mailed.`}</p>
      {save.error ? (
        <p className="form-error" role="alert">
          {getErrorMessage(save.error)}
        </p>
      ) : null}
      <PushPreference userId={userId} online={online} />
    </section>
  )
}

/**
 * "Notify this phone": a choice of this device, not of the account (a diver may want e-mail but no
 * push, or push on one phone only). The browser asks for permission only when the box is ticked; a
 * browser that cannot, or a diver who blocked notifications, is told so in plain words.
 */
function PushPreference({ userId, online }: { userId: number; online: boolean }) {
  const { t } = useLingui()
  const state = useQuery(pushDeviceQueryOptions(userId))
  const toggle = useTogglePush(userId)
  // As the e-mail box: the diver's click shows at once, the browser's answer once it is in.
  const [choice, setChoice] = useState<boolean | null>(null)
  const failure = toggle.error instanceof PushUnavailable ? toggle.error.problem : null
  const problem = failure === 'unsupported' || failure === 'denied' ? failure : (state.data?.problem ?? null)
  const checked = choice ?? state.data?.subscribed ?? false
  const choose = (value: boolean) => {
    setChoice(value)
    toggle.mutate(value, { onSettled: () => setChoice(null) })
  }
  const unavailable = problem === 'unsupported'
  return (
    <>
      <label className="check-row">
        <input
          type="checkbox"
          checked={checked && !unavailable}
          disabled={!online || unavailable || state.isPending || toggle.isPending}
          aria-describedby="push-hint"
          onChange={(event) => choose(event.target.checked)}
        />
        <span>{t`Notify this phone`}</span>
      </label>
      <p
        id="push-hint"
        className="field-hint muted"
      >{t`Confirmations, payments, cancellations, the reminder and the review request, as notifications on this phone.`}</p>
      {problem === 'unsupported' ? (
        <p className="field-hint" role="status">{t`This browser cannot show notifications from the app. Install the app or open it in a browser that can.`}</p>
      ) : null}
      {problem === 'denied' ? (
        <p
          className="form-error"
          role="alert"
        >{t`Notifications are blocked for this app. Allow them in the browser’s site settings, then tick the box again.`}</p>
      ) : null}
      {failure === 'failed' ? <p className="form-error" role="alert">{t`This phone could not be set up for notifications. Try again later.`}</p> : null}
      {toggle.error && !failure ? (
        <p className="form-error" role="alert">
          {getErrorMessage(toggle.error)}
        </p>
      ) : null}
    </>
  )
}
