import { useLingui } from '@lingui/react/macro'
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx'

export function BranchDirectoryPage({ type }: { type: 'diveCenters' | 'freelancers' }) {
  const { t } = useLingui()
  return (
    <PagePlaceholder title={type === 'diveCenters' ? t`Dive Centers` : t`Freelancers`}>
      {type === 'diveCenters'
        ? t`Search dive centers by country and name, with their ratings, languages and agencies.`
        : t`Search freelance instructors by country and name, with their ratings, languages and agencies.`}
    </PagePlaceholder>
  )
}
