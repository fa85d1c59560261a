import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { asksAnything, type CertificationLevel, type Requirements, type Unmet } from '../../contract/travellers.ts'
import { formatCount } from '../../shared/format.ts'

/** A certification step as divers name it, whatever the agency calls its card. */
const levelNames: Record<CertificationLevel, MessageDescriptor> = {
  none: msg`Not certified`,
  openWater: msg`Open Water`,
  advancedOpenWater: msg`Advanced Open Water`,
  rescue: msg`Rescue Diver`,
  divemaster: msg`Divemaster`,
  instructor: msg`Instructor`,
}
export const levelName = (level: CertificationLevel, i18n: I18n): string => i18n._(levelNames[level])

/** What a departure asks, one line a rule: "Advanced Open Water or 20 logged dives", "At least 15 years old on the day". */
export function requirementLines(requirements: Requirements, i18n: I18n): string[] {
  const n = (value: number) => formatCount(value, i18n.locale)
  const lines: string[] = []
  const { minLevel, orLoggedDives, minLoggedDives, minAge } = requirements
  if (minLevel !== null && minLevel !== 'none') {
    const level = levelName(minLevel, i18n)
    lines.push(orLoggedDives === null ? i18n._(msg`${level} or higher`) : i18n._(msg`${level} or ${n(orLoggedDives)} logged dives`))
  }
  if (minLoggedDives !== null) lines.push(i18n._(msg`At least ${n(minLoggedDives)} logged dives`))
  if (requirements.nitrox) lines.push(i18n._(msg`Nitrox certification`))
  if (requirements.firstAid) lines.push(i18n._(msg`First aid training (EFR)`))
  if (minAge !== null) lines.push(i18n._(msg`At least ${n(minAge)} years old on the day`))
  return lines
}

/** One rule a traveller misses, said as what would meet it. */
export function unmetPhrase(unmet: Unmet, i18n: I18n): string {
  const n = (value: number) => formatCount(value, i18n.locale)
  switch (unmet.need) {
    case 'level': {
      const level = levelName(unmet.level, i18n)
      return unmet.orLoggedDives === null ? i18n._(msg`needs ${level} or higher`) : i18n._(msg`needs ${level} or ${n(unmet.orLoggedDives)} logged dives`)
    }
    case 'loggedDives':
      return i18n._(msg`needs at least ${n(unmet.dives)} logged dives`)
    case 'nitrox':
      return i18n._(msg`needs a nitrox certification`)
    case 'firstAid':
      return i18n._(msg`needs first aid training (EFR)`)
    case 'age':
      return i18n._(msg`must be at least ${n(unmet.age)} on the day`)
  }
}

/** What a departure asks of each diver as a list, or that it asks nothing. */
export function RequirementsList({ requirements, headingId }: { requirements: Requirements; headingId?: string }) {
  const { t, i18n } = useLingui()
  if (!asksAnything(requirements)) return <p className="muted">{t`No certification is asked: the center checks each diver on the day.`}</p>
  return (
    <ul className="requirements-list" aria-labelledby={headingId}>
      {requirementLines(requirements, i18n).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
