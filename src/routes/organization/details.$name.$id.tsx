import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useDocumentHead } from '../../lib/document-head.ts'
import { PagePlaceholder } from '../../ui/page-placeholder.tsx'

// A link target of SPEC §2.3 whose screen belongs to a later area: it answers instead of bouncing home.
export const Route = createFileRoute('/organization/details/$name/$id')({
  component: function Placeholder() {
    const { t } = useLingui()
    const router = useRouter()
    useDocumentHead(t`Training agency`)
    return (
      <PagePlaceholder title={t`Training agency`} actions={<button type="button" className="button button-outline" onClick={() => router.history.back()}>{t`Go back`}</button>}>
        {t`This agency's page opens soon. Until then, see every agency on the agencies list.`}
      </PagePlaceholder>
    )
  },
})
