import { useLingui } from '@lingui/react/macro'

export type ResultsView = 'list' | 'map'

/**
 * On a phone, the list or the map of the same results: two pressed-or-not buttons (the list first and
 * by default, the one every reader gets the same from). A wide screen shows both and has no switch.
 */
export function ResultsViewSwitch({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const { t } = useLingui()
  return (
    <div className="results-view-switch" role="group" aria-label={t`Show the results as`}>
      <button type="button" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
        {t`List`}
      </button>
      <button type="button" aria-pressed={view === 'map'} onClick={() => onChange('map')}>
        {t`Map`}
      </button>
    </div>
  )
}
