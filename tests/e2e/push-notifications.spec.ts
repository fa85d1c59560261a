import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { API, bookTrip, newDiver, openSignedIn } from './account-helpers.ts'

const words = {
  en: {
    toggle: 'Notify this phone',
    blocked: 'Notifications are blocked for this app. Allow them in the browser’s site settings, then tick the box again.',
    failed: 'This phone could not be set up for notifications. Try again later.',
    confirmed: 'Booking confirmed',
  },
  ar: {
    toggle: 'أرسل الإشعارات إلى هذا الهاتف',
    blocked: 'الإشعارات محظورة لهذا التطبيق. اسمح بها من إعدادات الموقع في المتصفح، ثم حدّد المربع مرة أخرى.',
    failed: 'تعذّر إعداد هذا الهاتف لتلقي الإشعارات. حاول مرة أخرى لاحقًا.',
    confirmed: 'تم تأكيد حجزك',
  },
}

/** The page once the app's service worker controls it: push and its notifications go through that worker. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The app's worker as DevTools knows it, for `ServiceWorker.deliverPushMessage`. */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin))
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await found }
}

/** The app's worker as Playwright drives it: the checks below run in it and read its own notifications. */
async function appWorker(context: BrowserContext) {
  const ours = (sw: { url: () => string }) => sw.url().endsWith('/sw.js')
  return context.serviceWorkers().find(ours) ?? (await context.waitForEvent('serviceworker', ours))
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`the profile's "Notify this phone" asks for permission on the tap, subscribes with the server's key, and says so when the browser's push service cannot be reached (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const diver = await newDiver(request, lang)
    await context.grantPermissions(['notifications'])
    await openSignedIn(page, diver.session, lang, '/user/profile')
    await controlled(page)
    const toggle = page.getByRole('checkbox', { name: w.toggle })
    await expect(toggle).toBeEnabled()
    await expect(toggle).not.toBeChecked()
    await page.screenshot({ path: `/tmp/shots-push/profile-${lang}-1280.png`, fullPage: true })

    const keyCall = page.waitForResponse((r) => r.url().includes('/Notifications/PushKey'))
    // A click, not check(): where the push service cannot be reached the box clears again at once,
    // which check() would take for a click that did nothing.
    await toggle.click()
    // The server's key is fetched for the subscription: the same one the API hands out.
    const key = (await (await keyCall).json()) as { data: { publicKey: string } }
    const direct = (await (await request.get(`${API}/Notifications/PushKey`, { headers: diver.auth })).json()) as { data: { publicKey: string } }
    expect(key.data.publicKey).toBe(direct.data.publicKey)
    // Headless Chromium here has no push service to reach (no network to Google's): subscribe() is
    // refused, and the toggle says so and stays off. Where it is reached, the subscription goes to the server.
    const subscribed = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) !== null)
    if (subscribed) {
      await expect(toggle).toBeChecked()
      await toggle.uncheck()
      await expect(toggle).not.toBeChecked()
    } else {
      await expect(page.getByRole('alert').filter({ hasText: w.failed })).toBeVisible()
      await expect(toggle).not.toBeChecked()
      await expect(toggle).toBeEnabled()
    }
  })

  test(`with a push service standing in for the browser's, the toggle subscribes this phone for the signed-in diver and unsubscribes it (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const diver = await newDiver(request, lang)
    const rival = await newDiver(request, lang)
    await context.grantPermissions(['notifications'])
    // Only the browser's push service is stood in for (it is Google's, out of reach here): the
    // subscription it hands back carries real P-256 keys made in the page. The app's calls go to the real server.
    await page.addInitScript(() => {
      const b64 = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
      const unb64 = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
      type Kept = { endpoint: string; key: string; keys: { p256dh: string; auth: string } }
      // Kept across reloads, as a browser keeps its subscription.
      const subscription = (kept: Kept) =>
        ({
          endpoint: kept.endpoint,
          options: { applicationServerKey: unb64(kept.key).buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: kept.keys }),
          unsubscribe: () => (sessionStorage.removeItem('push-subscription'), Promise.resolve(true)),
        }) as unknown as PushSubscription
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
        const keys = {
          p256dh: b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
          auth: b64(crypto.getRandomValues(new Uint8Array(16))),
        }
        const kept: Kept = {
          endpoint: `https://push.reefline.test/send/${crypto.randomUUID()}`,
          key: b64(new Uint8Array(options?.applicationServerKey as Uint8Array)),
          keys,
        }
        sessionStorage.setItem('push-subscription', JSON.stringify(kept))
        return subscription(kept)
      }
      PushManager.prototype.getSubscription = () => {
        const kept = sessionStorage.getItem('push-subscription')
        return Promise.resolve(kept ? subscription(JSON.parse(kept) as Kept) : null)
      }
    })
    await openSignedIn(page, diver.session, lang, '/user/profile')
    await controlled(page)
    const toggle = page.getByRole('checkbox', { name: w.toggle })
    await expect(toggle).toBeEnabled()
    const subscribeCall = page.waitForRequest((r) => r.url().includes('/Notifications/PushSubscribe'))
    await toggle.check()
    const sent = (await subscribeCall).postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } }
    expect((await (await subscribeCall).response())?.status()).toBe(200)
    await expect(toggle).toBeChecked()
    // Subscribed with the server's own key.
    const key = (await (await request.get(`${API}/Notifications/PushKey`, { headers: diver.auth })).json()) as { data: { publicKey: string } }
    expect(await page.evaluate(() => (JSON.parse(sessionStorage.getItem('push-subscription')!) as { key: string }).key)).toBe(key.data.publicKey)
    // The server keeps it for this diver: another cannot remove it.
    expect((await request.post(`${API}/Notifications/PushUnsubscribe`, { headers: rival.auth, data: { endpoint: sent.endpoint } })).status()).toBe(404)
    await page.reload()
    await expect(toggle).toBeEnabled()
    await expect(toggle).toBeChecked()

    // The app switched to the other language: the phone tells the server, so its notifications follow.
    const other = lang === 'en' ? 'ar' : 'en'
    const retold = page.waitForRequest((r) => r.url().includes('/Notifications/PushSubscribe'))
    await page.getByRole('button', { name: other === 'ar' ? 'العربية' : 'English' }).click()
    expect((await retold).headers()['accept-language']).toBe(other)
    expect(((await retold).postDataJSON() as { endpoint: string }).endpoint).toBe(sent.endpoint)
    expect((await (await retold).response())?.status()).toBe(200)
    const otherToggle = page.getByRole('checkbox', { name: words[other].toggle })
    await expect(otherToggle).toBeChecked()

    // Off: the server forgets the phone (its own device: 200, so it was there), the box is clear.
    const unsubscribeCall = page.waitForResponse((r) => r.url().includes('/Notifications/PushUnsubscribe'))
    await otherToggle.uncheck()
    expect((await unsubscribeCall).status()).toBe(200)
    await expect(otherToggle).not.toBeChecked()
    expect((await request.post(`${API}/Notifications/PushUnsubscribe`, { headers: diver.auth, data: { endpoint: sent.endpoint } })).status()).toBe(404)
  })

  test(`a blocked permission is said plainly and nothing is subscribed (${lang})`, async ({ page, context, request }) => {
    const diver = await newDiver(request, lang)
    await context.clearPermissions()
    await openSignedIn(page, diver.session, lang, '/user/profile')
    await controlled(page)
    // Headless Chromium answers a permission request nobody can see with "denied", as a diver's "Block" would.
    let keyAsked = false
    page.on('request', (r) => {
      if (r.url().includes('/Notifications/PushKey')) keyAsked = true
    })
    const toggle = page.getByRole('checkbox', { name: w.toggle })
    await toggle.check()
    await expect(page.getByRole('alert').filter({ hasText: w.blocked })).toBeVisible()
    await expect(toggle).not.toBeChecked()
    expect(keyAsked).toBe(false)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.getByRole('alert').filter({ hasText: w.blocked }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/shots-push/profile-blocked-${lang}-360.png` })
  })

  test(`a pushed booking message shows as a notification in its language, and its click opens the voucher (${lang})`, async ({ page, context, request }) => {
    const diver = await newDiver(request, lang)
    const booked = await bookTrip(request, diver.auth)
    await context.grantPermissions(['notifications'])
    await openSignedIn(page, diver.session, lang, '/user/profile')
    await controlled(page)
    const { cdp, registrationId } = await workerRegistration(context, page)
    const payload = {
      title: w.confirmed,
      body: booked.tripName,
      url: `/user/voucher/${booked.reservationId}`,
      lang,
      tag: `booking-${booked.reservationId}-confirmed`,
    }
    const worker = await appWorker(context)
    // Here the browser keeps a notification only while it is on screen (no notification centre: about
    // 25 s), then getNotifications() lists it no more. So the test waits for the one push's own
    // showNotification to finish, reads the list at once from the worker (never behind the page's busy
    // main thread: the trip pack is loading the map and the PDF's code) and clicks straight after.
    await worker.evaluate(() => {
      const sw = self as unknown as { registration: ServiceWorkerRegistration; pushShown?: Promise<string> }
      const show = sw.registration.showNotification.bind(sw.registration)
      sw.pushShown = new Promise((resolve) => {
        sw.registration.showNotification = (title, options) => show(title, options).then(() => resolve(title))
      })
    })
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(payload) })
    const handled = worker.evaluate(() =>
      Promise.race([
        (self as unknown as { pushShown: Promise<string> }).pushShown,
        new Promise((resolve) => setTimeout(() => resolve('no notification shown within 15 s of the push'), 15_000)),
      ]),
    )
    expect(await handled).toBe(w.confirmed)
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          dir: n.dir,
          icon: n.icon,
          url: (n.data as { url: string }).url,
        })),
      )
    expect(await shown()).toEqual([
      {
        title: w.confirmed,
        body: booked.tripName,
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        icon: new URL('/icons/icon-192.png', page.url()).href,
        url: new URL(payload.url, page.url()).href,
      },
    ])

    // Chromium has no way to click a notification from a test: the worker is handed the click as the
    // browser would hand it, with the very notification it showed. The open window is taken to the voucher.
    await worker.evaluate(async () => {
      // The worker's own globals (this file is typed for pages).
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration
        dispatchEvent: (event: Event) => boolean
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const [notification] = await sw.registration.getNotifications()
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: notification! }))
    })
    await expect(page).toHaveURL(new RegExp(`/user/voucher/${booked.reservationId}$`))
    expect(context.pages()).toHaveLength(1)
    await expect.poll(shown).toEqual([])
  })
}
