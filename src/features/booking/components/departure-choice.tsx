import { plural } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { departureState } from '../../../../contract/departures.ts'
import { formatCount, formatDay } from '../../../../shared/format.ts'
import type { Departure } from '../departure.ts'
import { BookingSelect } from './booking-select.tsx'

type Props = {
  departure: Departure
  seats: number
  /** the most seats that may be picked (maxSeats) */
  most: number
  soldOut: boolean
  dateError: string | null
  seatsError: string | null
  onChoose: (change: { id?: number; seats?: number }) => void
}

/**
 * The date among the same trip's or course's dates, each saying whether it can still be booked and
 * how many seats it has left (contract/departures.ts, with this device's clock), and the seats.
 */
export function DepartureChoice({ departure, seats, most, soldOut, dateError, seatsError, onChoose }: Props) {
  const { t, i18n } = useLingui()
  const optionText = (date: { startDate: string; availableSeats: number }) => {
    const day = formatDay(date.startDate, i18n.locale)
    const left = date.availableSeats
    const dateState = departureState(date)
    return dateState === 'departed'
      ? t`${day}: departed`
      : dateState === 'full'
        ? t`${day}: sold out`
        : t`${day}: ${plural(left, { one: '# seat left', other: '# seats left' })}`
  }
  return (
    <>
      <BookingSelect label={t`Date`} error={dateError} value={String(departure.id)} onChange={(value) => onChoose({ id: Number(value) })}>
        {departure.dates.map((date) => (
          <option key={date.id} value={date.id} disabled={departureState(date) !== 'open' && date.id !== departure.id}>
            {optionText(date)}
          </option>
        ))}
      </BookingSelect>

      <BookingSelect
        label={t`Seats`}
        error={seatsError}
        value={String(seats)}
        disabled={soldOut}
        onChange={(value) => onChoose({ seats: Number(value) })}
        hint={soldOut ? null : <Plural value={departure.availableSeats} one="# seat left on this date" other="# seats left on this date" />}
      >
        {Array.from({ length: Math.max(1, most) }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {formatCount(index + 1, i18n.locale)}
          </option>
        ))}
      </BookingSelect>
    </>
  )
}
