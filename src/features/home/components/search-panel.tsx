import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { SearchBar } from '../../../ui/search-bar.tsx'

/**
 * The home's search: where, when and how many divers, each opening the search sheet, which lands on
 * the trips area with the choice in the URL; "Search trips" alone opens this month's departures. The
 * sheet's code (suggestions, calendar) loads when a field is first touched, not with the home.
 */
export function SearchPanel() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <div className="search-panel">
      <SearchBar value={{}} placeName={null} onSearch={(choice) => void navigate({ to: '/trips', search: choice })}>
        <Link to="/trips" className="button">
          {t`Search trips`}
        </Link>
      </SearchBar>
    </div>
  )
}
