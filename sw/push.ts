/// <reference lib="webworker" />
import type { PushPayload } from '../contract/push.ts'

declare const self: ServiceWorkerGlobalScope

const ICON = '/icons/icon-192.png'

/** Only a page of the app's own origin is ever opened, whatever a message says. */
function ownPage(path: unknown): string {
  const home = new URL('/', self.location.origin).href
  if (typeof path !== 'string') return home
  try {
    const url = new URL(path, self.location.origin)
    return url.origin === self.location.origin ? url.href : home
  } catch {
    return home
  }
}

function read(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined
    return data && typeof data.title === 'string' && typeof data.body === 'string' ? (data as PushPayload) : null
  } catch {
    return null
  }
}

/**
 * A booking message from the server (server/modules/booking-messages/booking.push.ts): already written in
 * this device's language, so it is shown as it came, laid out in that language's direction, with
 * the app's icon. The page it is about rides along for the click.
 */
export function registerPush(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const message = read(event)
    // A push the browser shows nothing for is reported as the site misbehaving: always show one.
    const title = message?.title ?? 'Reefline'
    event.waitUntil(
      self.registration.showNotification(title, {
        body: message?.body ?? '',
        icon: ICON,
        badge: ICON,
        lang: message?.lang ?? 'en',
        dir: message?.lang === 'ar' ? 'rtl' : 'ltr',
        ...(message?.tag ? { tag: message.tag } : {}),
        data: { url: ownPage(message?.url) },
      }),
    )
  })

  // The page the notification is about, in the app's window when one is open (focused, then taken
  // there), otherwise in a new one.
  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close()
    const href = ownPage((event.notification.data as { url?: unknown } | null)?.url)
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
        if (open) {
          // Focus is asked for first, while the tap still allows it; the window is then taken to the page.
          await open.focus().catch(() => undefined)
          try {
            if (await open.navigate(href)) return
          } catch {
            // A window this worker does not control cannot be navigated from here: open the page instead.
          }
        }
        await self.clients.openWindow(href)
      })(),
    )
  })
}
