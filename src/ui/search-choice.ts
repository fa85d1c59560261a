import type { TripsSearch } from '../../contract/addresses.ts'

// Between the search bar (src/ui/search-bar.tsx) and its sheet (search-sheet.tsx), which the bar loads
// when first touched: a file of their own, so neither imports the other both ways.

/** What the search asks first, where, when and how many go: the rest are the trips area's filters. */
export type SearchChoice = Pick<TripsSearch, 'place' | 'center' | 'date' | 'from' | 'to' | 'flex' | 'seats'>

/** The part of the form a field of the bar opens on. */
export type SearchPart = 'where' | 'when' | 'divers'
