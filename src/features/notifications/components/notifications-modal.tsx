import { useLingui } from '@lingui/react/macro'
import { Dialog } from '../../../ui/dialog.tsx'
import { CloseIcon } from '../../../ui/icons.tsx'
import { useNotifications } from '../use-notifications.ts'

/** SPEC §2.1: Read all, Delete all, and a list whose items show title, text, time and a delete icon. */
export default function NotificationsModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { items, loading, error, act, busy } = useNotifications()
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Dialog
      title={t`Notifications`}
      onClose={onClose}
      className="notifications-dialog"
      actions={
        <>
          <button type="button" className="button button-small button-outline" disabled={busy || items.length === 0} onClick={() => act({ kind: 'readAll' })}>
            {t`Read all`}
          </button>
          <button type="button" className="button button-small button-danger" disabled={busy || items.length === 0} onClick={() => act({ kind: 'deleteAll' })}>
            {t`Delete all`}
          </button>
        </>
      }
    >
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      {items.length === 0 ? (
        <p className="empty-state">{loading ? t`Loading notifications…` : t`You have no notifications.`}</p>
      ) : (
        <ul className="notification-list">
          {items.map((item) => (
            <li key={item.id} className={item.isRead ? 'notification is-read' : 'notification'}>
              <button
                type="button"
                className="notification-body"
                onClick={() => {
                  if (!item.isRead) act({ kind: 'read', item })
                }}
                aria-label={item.isRead ? undefined : t`${item.title}, unread. Mark as read`}
              >
                <strong dir="auto">{item.title}</strong>
                <span dir="auto">{item.text}</span>
                <time dateTime={item.time}>{format.format(new Date(item.time))}</time>
              </button>
              <button type="button" className="icon-button" aria-label={t`Delete notification: ${item.title}`} onClick={() => act({ kind: 'delete', item })}>
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
