import { useLingui } from '@lingui/react/macro'
import type { BranchDetailsDto } from '../../../../contract/branches.ts'
import { joinAddress } from '../../../../shared/address.ts'
import { PinIcon } from '../../../ui/icons.tsx'
import { LocationMap } from '../../../ui/location-map.tsx'

/** Address, and — only with real coordinates — the map and an "open in maps" link. */
export function BranchLocation({ branch }: { branch: BranchDetailsDto }) {
  const { t } = useLingui()
  return (
    <section className="detail-location" aria-labelledby="location-title">
      <h2 id="location-title">{t`Location`}</h2>
      <p className="address">
        <PinIcon /> <span dir="auto">{joinAddress([branch.city, branch.countryName])}</span>
      </p>
      <LocationMap lat={branch.lat} lng={branch.lng} name={branch.branchName} unplaced={t`This provider has not placed itself on the map yet.`} />
    </section>
  )
}
