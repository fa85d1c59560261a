import '../notifications.css'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatLocalTime } from '../../../../shared/format.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { TrashIcon } from '../../../ui/icons.tsx'
import { SavedNotice } from '../../../ui/saved-notice.tsx'
import { useNotifications } from '../use-notifications.ts'

/** SPEC §2.1: Read all, Delete all, and a list whose items show title, text, time and a delete icon. */
export default function NotificationsModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const userId = useSession()?.userId ?? 0
  const { items, query, act, waiting } = useNotifications(userId, lang)
  const empty = items.length === 0
  // Deleting every notification cannot be undone, so it is asked once more in its own modal.
  const [confirming, setConfirming] = useState(false)
  return (
    <Dialog
      title={t`Notifications`}
      onClose={onClose}
      className="notifications-dialog"
      actions={
        <>
          <button type="button" className="button button-small button-outline" disabled={empty} onClick={() => act({ kind: 'readAll' })}>
            {t`Read all`}
          </button>
          <button type="button" className="button button-small button-danger" disabled={empty} onClick={() => setConfirming(true)}>
            {t`Delete all`}
          </button>
        </>
      }
    >
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      {waiting > 0 ? <p className="muted notifications-waiting">{t`Your changes are sent when you are back online.`}</p> : null}
      {query.isError && !query.data ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {empty ? (
        query.isPending ? (
          <p className="empty-state" role="status">{t`Loading notifications…`}</p>
        ) : query.isError ? null : (
          <p className="empty-state">{t`You have no notifications.`}</p>
        )
      ) : (
        <ul className="notification-list" aria-label={t`Notifications, newest first`}>
          {items.map((item) => (
            <li key={item.id} className={item.isRead ? 'notification is-read' : 'notification'}>
              <button
                type="button"
                className="notification-body"
                onClick={() => {
                  if (!item.isRead) act({ kind: 'read', id: item.id }, item)
                }}
              >
                <strong>
                  <bdi>{item.title}</bdi>
                </strong>
                <span>
                  <bdi>{item.text}</bdi>
                </span>
                <time dateTime={item.time}>{formatLocalTime(item.time, i18n.locale)}</time>
                {item.isRead ? null : <span className="visually-hidden">{t`Unread. Select to mark as read.`}</span>}
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t`Delete notification: ${item.title}`}
                onClick={() => act({ kind: 'delete', id: item.id }, item)}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <Dialog title={t`Delete all notifications?`} onClose={() => setConfirming(false)} className="confirm-dialog">
          <p>{t`Every notification will be deleted from this account. This cannot be undone.`}</p>
          <div className="confirm-actions">
            <button type="button" className="button button-outline" onClick={() => setConfirming(false)}>
              {t`Keep them`}
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => {
                act({ kind: 'deleteAll' })
                setConfirming(false)
              }}
            >
              {t`Delete all`}
            </button>
          </div>
        </Dialog>
      ) : null}
    </Dialog>
  )
}
