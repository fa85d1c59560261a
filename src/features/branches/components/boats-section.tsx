import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BranchDetailResponse } from '../../../../contract/branches.ts'

type Boat = BranchDetailResponse['data']['branchDetailsDto']['boats'][number]

/** The boats the center's liveaboards sail on (decision 027), each opening its page; nothing without one. */
export function BoatsSection({ boats }: { boats: Boat[] }) {
  const { t } = useLingui()
  if (boats.length === 0) return null
  return (
    <section className="detail-section" aria-labelledby="boats-title">
      <h2 id="boats-title">{t`Its boats`}</h2>
      <ul className="boat-links">
        {boats.map((boat) => (
          <li key={boat.boatId}>
            <Link to="/boats/$id" params={{ id: String(boat.boatId) }} dir="auto">
              {boat.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
