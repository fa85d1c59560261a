import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx'

export function SignUpPage() {
  const { t } = useLingui()
  return (
    <PagePlaceholder
      title={t`Create your account`}
      actions={<Link to="/auth/signin" className="button">{t`Sign in`}</Link>}
    >
      {t`Registration opens soon. Until then, sign in with the demo account or continue as a guest.`}
    </PagePlaceholder>
  )
}
