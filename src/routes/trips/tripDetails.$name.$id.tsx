import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useDocumentHead } from '../../lib/document-head.ts'
import { PagePlaceholder } from '../../ui/page-placeholder.tsx'

// A link target of SPEC §2.3 whose screen belongs to a later area: it answers instead of bouncing home.
export const Route = createFileRoute('/trips/tripDetails/$name/$id')({
  component: function Placeholder() {
    const { t } = useLingui()
    const router = useRouter()
    useDocumentHead(t`Trip details`)
    return (
      <PagePlaceholder title={t`Trip details`} actions={<button type="button" className="button button-outline" onClick={() => router.history.back()}>{t`Go back`}</button>}>
        {t`The trip's program, boat and booking open here soon. Until then, its dates and prices are on the dive center's page.`}
      </PagePlaceholder>
    )
  },
})
