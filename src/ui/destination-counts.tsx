import { Plural } from '@lingui/react/macro'

/** How much a destination offers, said the same on its card (home, destinations list) and its page: "3 dive centers · 5 departures". */
export function DestinationCounts({ country }: { country: { branchCount: number; upcomingTrips: number } }) {
  return (
    <>
      <Plural value={country.branchCount} one="# dive center" other="# dive centers" /> ·{' '}
      <Plural value={country.upcomingTrips} one="# departure" other="# departures" />
    </>
  )
}
