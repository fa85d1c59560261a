import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx'

export function BranchDetailPage({ branchId }: { branchId: number }) {
  const { t } = useLingui()
  return (
    <PagePlaceholder
      title={t`Dive center #${branchId}`}
      actions={<Link to="/branch/list/$type" params={{ type: 'diveCenters' }} className="button button-outline">{t`Back to dive centers`}</Link>}
    >
      {t`Photos, trips, courses and reviews of this dive center will be shown here.`}
    </PagePlaceholder>
  )
}
