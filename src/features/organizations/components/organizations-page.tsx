import { useLingui } from '@lingui/react/macro'
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx'

export function OrganizationsPage() {
  const { t } = useLingui()
  return <PagePlaceholder title={t`Training agencies`}>{t`PADI, SSI, CMAS and the other agencies whose courses you can book will be listed here.`}</PagePlaceholder>
}
