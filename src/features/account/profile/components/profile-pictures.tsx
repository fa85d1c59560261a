import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ChangeEvent, useState } from 'react'
import type { Profile } from '../../../../../contract/users.ts'
import { getErrorMessage } from '../../../../lib/errors.ts'
import { useOnline } from '../../../../lib/use-online.ts'
import { CardIcon, UserIcon } from '../../../../ui/icons.tsx'
import { imageProblem, useUploadImage } from '../api/profile.ts'
import { useCertificateImage } from '../api/certificate-image.ts'

function Upload({ kind, userId, label, children }: { kind: 'picture' | 'certificate'; userId: number; label: string; children: React.ReactNode }) {
  const { t } = useLingui()
  const online = useOnline()
  const upload = useUploadImage(userId, kind)
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = `upload-${kind}`

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const reason = imageProblem(file)
    setProblem(reason === 'type' ? t`Choose a JPEG, PNG or WebP image.` : reason === 'size' ? t`Choose an image of at most 5 MB.` : null)
    if (!reason) upload.mutate(file)
  }

  const message = problem ?? (upload.error ? getErrorMessage(upload.error) : null)
  return (
    <div className="upload">
      <div className="upload-frame">{children}</div>
      {/* The control under the picture, never drawn over it: the picture (or its icon) stays whole. */}
      <label htmlFor={inputId} className={`button button-small button-outline upload-button${online ? '' : ' is-disabled'}`}>
        {upload.isPending ? t`Uploading…` : label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="visually-hidden"
        onChange={onChange}
        disabled={!online || upload.isPending}
      />
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {upload.isSuccess && !message ? <p className="form-success" role="status">{t`Saved.`}</p> : null}
      {!online ? <p className="muted">{t`Uploading needs a connection.`}</p> : null}
    </div>
  )
}

/** The profile picture and the latest certification card, each with a button under it to replace it (SPEC §2.4). */
export function ProfilePictures({ profile, userId }: { profile: Profile; userId: number }) {
  const { t } = useLingui()
  const certificate = useCertificateImage(userId, profile.certificateImagePath)
  return (
    <div className="card pictures">
      <section>
        <h2>{t`Profile picture`}</h2>
        <Upload kind="picture" userId={userId} label={profile.imagePath ? t`Replace picture` : t`Add a picture`}>
          {profile.imagePath ? (
            <img src={profile.imagePath} alt={t`Your profile picture`} className="picture-image round" />
          ) : (
            <span className="picture-empty round">
              <UserIcon width="48" height="48" />
            </span>
          )}
        </Upload>
      </section>
      <section>
        <h2>{t`Certification card`}</h2>
        <Upload kind="certificate" userId={userId} label={profile.certificateImagePath ? t`Replace certificate` : t`Add your certificate`}>
          {certificate ? (
            <img src={certificate} alt={t`Your certification card`} className="picture-image" />
          ) : (
            <span className="picture-empty">
              <CardIcon width="48" height="48" />
            </span>
          )}
        </Upload>
        {profile.certificateImagePath ? <Link to="/user/certificate" className="button button-small button-outline">{t`Show full screen`}</Link> : null}
      </section>
    </div>
  )
}
