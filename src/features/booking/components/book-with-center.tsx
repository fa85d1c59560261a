import { useLingui } from '@lingui/react/macro'
import { CenterContactList } from '../../../ui/center-contacts.tsx'
import type { Departure } from '../departure.ts'

/**
 * A center that takes no booking on Reefline (neither pay now nor pay on arrival) is booked through its
 * telephones, WhatsApp or e-mail: the page says so and shows them, with no form that cannot be sent.
 */
export function BookWithCenter({ departure }: { departure: Departure }) {
  const { t } = useLingui()
  const { center } = departure
  return (
    <section className="booking-form booking-with-center" aria-labelledby="booking-center-title">
      <h2 id="booking-center-title">{t`Book with the dive center`}</h2>
      <p>{t`This dive center takes no bookings on Reefline. Contact it to book this date:`}</p>
      <CenterContactList center={center} address={[center.city, center.countryName]} />
    </section>
  )
}
