import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useMemo, useState } from 'react'
import type { Activity } from '../../../../contract/activities.ts'
import { yearMonth } from '../../../../contract/addresses.ts'
import { upcomingMonths } from '../../../lib/dates.ts'
import { destinationsQueryOptions } from '../../../lib/featured.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'

/**
 * The home's search: where, when and what, landing on the trips area with those filters in the URL.
 * The country list fills in when it arrives; until then "Any destination" is a complete choice.
 */
export function SearchPanel() {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const navigate = useNavigate()
  const { data } = useQuery(destinationsQueryOptions(lang))
  const months = useMemo(() => upcomingMonths(i18n.locale, 12), [i18n.locale])
  const [country, setCountry] = useState('')
  const [date, setDate] = useState(() => yearMonth())
  const [activity, setActivity] = useState<Activity | ''>('')
  const activityLabels: Record<Activity, string> = {
    diving: t`Diving`,
    freediving: t`Freediving`,
    snorkeling: t`Snorkeling`,
    course: t`Courses`,
    liveaboard: t`Liveaboards`,
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate({ to: '/trips', search: { date, country: country ? Number(country) : undefined, activity: activity || undefined } })
  }
  return (
    <form className="search-panel" role="search" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="home-country">{t`Destination`}</label>
        <select id="home-country" value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">{t`Any destination`}</option>
          {data?.data.map((item) => (
            <option key={item.countryId} value={item.countryId}>
              {item.countryName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="home-month">{t`Month`}</label>
        <select id="home-month" value={date} onChange={(event) => setDate(event.target.value)}>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="home-activity">{t`Activity`}</label>
        <select id="home-activity" value={activity} onChange={(event) => setActivity(event.target.value as Activity | '')}>
          <option value="">{t`Any activity`}</option>
          {(Object.keys(activityLabels) as Activity[]).map((key) => (
            <option key={key} value={key}>
              {activityLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">{t`Search trips`}</button>
    </form>
  )
}
