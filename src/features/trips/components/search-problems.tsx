import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import type { SearchProblem } from '../../../../contract/trips.ts'

/** What to say about each thing the server would refuse, and what the page's button takes out of the address to fix it. */
type ProblemWords = { says: string; fix: string; removes: Partial<TripsSearch> }
function useProblemWords(): (rule: string) => ProblemWords {
  const { t } = useLingui()
  const dates = { from: undefined, to: undefined, flex: undefined }
  const incomplete: ProblemWords = { says: t`Choose both the first and the last day.`, fix: t`Clear the dates`, removes: dates }
  const words: Partial<Record<string, ProblemWords>> = {
    'range-incomplete': incomplete,
    'range-reversed': { says: t`The last day is before the first day.`, fix: t`Clear the dates`, removes: dates },
    'range-too-long': { says: t`A search covers at most 60 days. Choose fewer days.`, fix: t`Clear the dates`, removes: dates },
    'month-or-range': {
      says: t`This address names a month and dates: the search takes one or the other.`,
      fix: t`Keep the dates`,
      removes: { date: undefined },
    },
    'flex-needs-range': { says: t`Flexible days widen dates, and none are chosen.`, fix: t`Clear the flexibility`, removes: { flex: undefined } },
    'distance-needs-origin': { says: t`Nearest first needs a place to measure from.`, fix: t`Sort by date`, removes: { sort: undefined } },
    'position-incomplete': { says: t`Nearest first needs a place to measure from.`, fix: t`Sort by date`, removes: { sort: undefined } },
    'min-above-max': {
      says: t`The lowest price is above the highest price. Change one of them to see departures.`,
      fix: t`Clear the prices`,
      removes: { minPrice: undefined, maxPrice: undefined },
    },
  }
  return (rule) => words[rule] ?? incomplete
}

/**
 * What the server would refuse in this address (contract/trips.ts `searchProblems`: a month and dates,
 * a range the wrong way round or too long, prices the wrong way round…): the page says what and offers
 * the change, instead of asking and showing the server's 400.
 */
export function SearchProblems({ search, problems }: { search: TripsSearch; problems: SearchProblem[] }) {
  const words = useProblemWords()
  const rules = [...new Set(problems.map((problem) => problem.rule))]
  return (
    <div className="empty-state">
      {rules.map((rule) => {
        const { says, fix, removes } = words(rule)
        return (
          <div key={rule} className="search-problem">
            <p>{says}</p>
            <Link to="/trips" search={{ ...search, ...removes, page: undefined }} className="button button-outline">
              {fix}
            </Link>
          </div>
        )
      })}
    </div>
  )
}
