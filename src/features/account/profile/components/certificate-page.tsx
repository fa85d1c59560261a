import '../../account-sheets.ts'
import '../certificate.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { CardIcon, CloseIcon } from '../../../../ui/icons.tsx'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { useDiver } from '../../hooks/use-diver.ts'
import { profileQueryOptions } from '../api/profile.ts'
import { useCertificateImage } from '../api/certificate-image.ts'

/**
 * My certificate: the card picture and diver number filling the screen, from the device, for a
 * check-in at a dive center with no signal.
 */
export function CertificatePage() {
  const { t } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(profileQueryOptions(userId, lang))
  const profile = query.data.data
  const image = useCertificateImage(userId, profile.certificateImagePath)
  const close = useRef<HTMLAnchorElement>(null)
  useEffect(() => close.current?.focus(), [])
  return (
    <section className="certificate-view" aria-labelledby="certificate-title">
      <Link ref={close} to="/user/profile" className="icon-button certificate-close" aria-label={t`Close`}>
        <CloseIcon />
      </Link>
      <h1 id="certificate-title" className="visually-hidden">{t`My certificate`}</h1>
      {image ? (
        <img src={image} alt={t`Certification card of ${profile.name}`} className="certificate-image" />
      ) : (
        <div className="certificate-missing">
          <CardIcon width="64" height="64" />
          <p>{t`No certification card yet. Add a photo of it on your profile.`}</p>
          <Link to="/user/profile" className="button">{t`Add your certificate`}</Link>
        </div>
      )}
      <dl className="certificate-facts">
        <div>
          <dt>{t`Name`}</dt>
          <dd>
            <bdi>{profile.name}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t`Diver number`}</dt>
          <dd dir="ltr">{profile.driverNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>{t`Organization`}</dt>
          <dd>
            <bdi>{profile.shortName ?? '—'}</bdi>
          </dd>
        </div>
      </dl>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
    </section>
  )
}
