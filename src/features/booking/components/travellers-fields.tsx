import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { certificationLevels, type Requirements, type SavedTraveller, asksAnything, unmetRequirements } from '../../../../contract/travellers.ts'
import type { Organization } from '../../../../contract/organizations.ts'
import { levelName, RequirementsList, unmetPhrase } from '../../../ui/requirements.tsx'
import { type DraftField, type DraftProblem, draftFrom, readDraft, type TravellerDraft } from '../travellers.ts'

type Props = {
  drafts: TravellerDraft[]
  onChange: (index: number, draft: TravellerDraft) => void
  requirements: Requirements
  startDate: string
  saved: readonly SavedTraveller[]
  agencies: readonly Organization[]
  /** after a first Confirm: every field's problem is said, not only those of fields already left */
  showProblems: boolean
  /** the server's refusal of a traveller, by position (0-based) */
  refused: ReadonlyMap<number, string>
}

/**
 * Who dives: one card a seat, traveller 1 the diver who books. Each is checked against what the
 * departure asks as it is typed (the contract's `unmetRequirements`, the rule Booking/Create applies),
 * and says who falls short of what and what would do.
 */
export function TravellersFields({ drafts, onChange, requirements, startDate, saved, agencies, showProblems, refused }: Props) {
  const { t } = useLingui()
  return (
    <section className="booking-travellers" aria-labelledby="booking-travellers-title">
      <h2 id="booking-travellers-title">{t`Who dives`}</h2>
      <div className="booking-requirements">
        <h3 id="booking-requirements-title">{t`What this trip asks of each diver`}</h3>
        <RequirementsList requirements={requirements} headingId="booking-requirements-title" />
      </div>
      {drafts.map((draft, index) => (
        <TravellerCard
          key={index}
          index={index}
          draft={draft}
          onChange={(next) => onChange(index, next)}
          requirements={requirements}
          startDate={startDate}
          saved={saved.filter((one) => !one.self || index === 0)}
          agencies={agencies}
          showProblems={showProblems}
          refused={refused.get(index) ?? null}
        />
      ))}
    </section>
  )
}

function TravellerCard({
  index,
  draft,
  onChange,
  requirements,
  startDate,
  saved,
  agencies,
  showProblems,
  refused,
}: {
  index: number
  draft: TravellerDraft
  onChange: (draft: TravellerDraft) => void
  requirements: Requirements
  startDate: string
  saved: readonly SavedTraveller[]
  agencies: readonly Organization[]
  showProblems: boolean
  refused: string | null
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const { traveller, problems } = readDraft(draft, asksAnything(requirements))
  const unmet = traveller ? unmetRequirements(requirements, traveller, startDate) : []
  const set = <K extends DraftField>(field: K, value: TravellerDraft[K]) =>
    onChange({ ...draft, [field]: value, ...(field === 'level' && value === 'none' ? { agencyId: '' } : {}) })
  const problemText = (problem: DraftProblem | undefined): string | null => {
    if (!problem || !showProblems) return null
    switch (problem) {
      case 'required':
        return t`Required.`
      case 'birth':
        return t`Enter a date of birth in the past.`
      case 'dive-date':
        return t`The last dive cannot be after today.`
      case 'agency':
        return t`Choose the agency that certified this diver.`
      case 'name':
        return t`Enter the name on one line, without < or >.`
      case 'invalid':
        return t`Check this value.`
    }
  }
  const fieldProps = (field: DraftField) => {
    const problem = problemText(problems[field])
    return {
      id: `${id}-${field}`,
      'aria-invalid': problem ? (true as const) : undefined,
      'aria-describedby': problem ? `${id}-${field}-error` : undefined,
    }
  }
  const problemOf = (field: DraftField) => {
    const text = problemText(problems[field])
    return text ? (
      <span className="field-error" id={`${id}-${field}-error`}>
        {text}
      </span>
    ) : null
  }
  const position = index + 1
  const title = index === 0 ? t`Traveller ${position} (you)` : t`Traveller ${position}`
  const name = draft.fullName.trim()
  return (
    <fieldset className="traveller-card" data-testid={`traveller-${position}`}>
      <legend>{title}</legend>
      {saved.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-saved`}>{t`Pick someone you booked for before`}</label>
          <select
            id={`${id}-saved`}
            value=""
            onChange={(event) => {
              const picked = saved[Number(event.target.value)]
              if (picked) onChange(draftFrom(picked))
            }}
          >
            <option value="">{t`Choose a traveller`}</option>
            {saved.map((one, at) => (
              <option key={`${one.fullName}-${at}`} value={at}>
                {one.fullName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="traveller-grid">
        <div className="field">
          <label htmlFor={`${id}-fullName`}>{t`Full name`}</label>
          <input
            {...fieldProps('fullName')}
            autoComplete={index === 0 ? 'name' : 'off'}
            value={draft.fullName}
            onChange={(event) => set('fullName', event.target.value)}
          />
          {problemOf('fullName')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-dateOfBirth`}>{asksAnything(requirements) ? t`Date of birth` : t`Date of birth (optional)`}</label>
          <input {...fieldProps('dateOfBirth')} type="date" value={draft.dateOfBirth} onChange={(event) => set('dateOfBirth', event.target.value)} />
          {problemOf('dateOfBirth')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-level`}>{t`Certification`}</label>
          <select {...fieldProps('level')} value={draft.level} onChange={(event) => set('level', event.target.value as TravellerDraft['level'])}>
            {certificationLevels.map((level) => (
              <option key={level} value={level}>
                {levelName(level, i18n)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-agencyId`}>{t`Agency`}</label>
          <select
            {...fieldProps('agencyId')}
            value={draft.agencyId}
            disabled={draft.level === 'none'}
            onChange={(event) => set('agencyId', event.target.value)}
          >
            <option value="">{draft.level === 'none' ? t`None` : t`Choose the agency`}</option>
            {agencies.map((agency) => (
              <option key={agency.organizationId} value={agency.organizationId}>
                {agency.shortName}
              </option>
            ))}
          </select>
          {problemOf('agencyId')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-loggedDives`}>{t`Logged dives`}</label>
          <input
            {...fieldProps('loggedDives')}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.loggedDives}
            onChange={(event) => set('loggedDives', event.target.value)}
          />
          {problemOf('loggedDives')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-lastDiveDate`}>{t`Last dive (optional)`}</label>
          <input {...fieldProps('lastDiveDate')} type="date" value={draft.lastDiveDate} onChange={(event) => set('lastDiveDate', event.target.value)} />
          {problemOf('lastDiveDate')}
        </div>
      </div>
      <div className="traveller-checks">
        <label>
          <input type="checkbox" checked={draft.nitrox} onChange={(event) => set('nitrox', event.target.checked)} /> {t`Nitrox certified`}
        </label>
        <label>
          <input type="checkbox" checked={draft.firstAid} onChange={(event) => set('firstAid', event.target.checked)} /> {t`First aid trained (EFR)`}
        </label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t`Dietary or medical notes (optional)`}</label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={500}
          value={draft.notes}
          onChange={(event) => set('notes', event.target.value)}
          aria-describedby={`${id}-notes-hint`}
        />
        <span className="field-hint muted" id={`${id}-notes-hint`}>{t`Private: shown to you and on your voucher only.`}</span>
      </div>
      <p
        className={unmet.length > 0 || refused ? 'traveller-verdict field-error' : 'traveller-verdict'}
        // Confirm moves here when this traveller cannot go: the reason is read out where it is fixed.
        tabIndex={unmet.length > 0 || refused ? -1 : undefined}
        aria-live="polite"
        data-testid={`traveller-${position}-verdict`}
      >
        {refused ??
          (unmet.length > 0 ? (
            // Who, then what they lack: the name and the phrases are each in their own words already.
            <>
              <bdi>{name}</bdi>
              {`: ${unmet.map((one) => unmetPhrase(one, i18n)).join(t`; `)}.`}
            </>
          ) : traveller && asksAnything(requirements) ? (
            <Trans>
              <bdi>{name}</bdi> meets what this trip asks.
            </Trans>
          ) : null)}
      </p>
    </fieldset>
  )
}
