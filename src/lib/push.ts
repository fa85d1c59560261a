import { PushActionResponseSchema, pushKeyPath, PushKeyResponseSchema, pushSubscribePath, pushUnsubscribePath } from '../../contract/push.ts'
import { api, ApiError } from '../api/client.ts'

/** Why this phone cannot be notified: no Push API (or no service worker yet), or the diver blocked notifications. */
export type PushProblem = 'unsupported' | 'denied'

export class PushUnavailable extends Error {
  readonly problem: PushProblem | 'failed'
  constructor(problem: PushProblem | 'failed', cause?: unknown) {
    super(`push ${problem}`, { cause })
    this.problem = problem
  }
}

const supported = () => 'serviceWorker' in navigator && !!navigator.serviceWorker && 'PushManager' in window && 'Notification' in window

/**
 * The app's service worker registration. On a first visit it registers after the page has loaded
 * and installs the shell first (src/lib/pwa.ts): push waits for it, however long that takes on a
 * slow phone. Development has none.
 */
async function registration(wait = true): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined
  const existing = await navigator.serviceWorker.getRegistration()
  if (existing || !wait || !import.meta.env.PROD) return existing
  return navigator.serviceWorker.ready
}

/** Where this phone stands: whether it can be notified at all, and whether it is now. */
export async function pushState(): Promise<{ problem: PushProblem | null; subscribed: boolean }> {
  const worker = await registration()
  if (!worker) return { problem: 'unsupported', subscribed: false }
  const subscription = await worker.pushManager.getSubscription()
  return { problem: Notification.permission === 'denied' ? 'denied' : null, subscribed: subscription !== null && Notification.permission === 'granted' }
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i])

/**
 * Turns notifications on for this phone: asks the browser's permission (only now, from the diver's
 * tap), subscribes with the server's key and hands the subscription to the server, which keeps it
 * for the signed-in diver.
 */
export async function subscribeThisDevice(): Promise<void> {
  const worker = await registration()
  if (!worker) throw new PushUnavailable('unsupported')
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
  if (permission !== 'granted') throw new PushUnavailable('denied')
  const { data } = await api.get(pushKeyPath, PushKeyResponseSchema)
  const key = keyBytes(data.publicKey)
  let subscription = await worker.pushManager.getSubscription()
  // One made with another key (the server's keys were replaced) would be refused by the push service.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  try {
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  } catch (error) {
    throw new PushUnavailable('failed', error)
  }
  await api.post(pushSubscribePath, PushActionResponseSchema, { body: subscription.toJSON() })
}

/**
 * A notification is written in the language its phone had when it subscribed: after the diver
 * switches the app's language, a subscribed phone tells the server again (the call carries the new
 * language). Offline, or with nothing subscribed, there is nothing to tell; the next switch tells it.
 */
export async function retellPushLanguage(): Promise<void> {
  if (!supported() || Notification.permission !== 'granted') return
  const subscription = await (await registration(false))?.pushManager.getSubscription()
  if (!subscription) return
  try {
    await api.post(pushSubscribePath, PushActionResponseSchema, { body: subscription.toJSON() })
  } catch {
    // offline, or the subscription belongs to another account now: the phone keeps its language on the server
  }
}

/** Turns them off: the server forgets this phone, and the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription()
  if (!subscription) return
  try {
    await api.post(pushUnsubscribePath, PushActionResponseSchema, { body: { endpoint: subscription.endpoint } })
  } catch (error) {
    // Already gone on the server (another account's, or forgotten after the push service dropped it): only the browser's is left.
    if (!(error instanceof ApiError && error.status === 404)) throw error
  }
  await subscription.unsubscribe()
}

/**
 * On sign-out: the browser drops this phone's subscription, so the diver who left gets nothing here.
 * The push service then answers "gone" to the server, which forgets the device.
 */
export async function forgetPushSubscription(): Promise<void> {
  // Not waiting for a worker that never registered: sign-out must finish whatever it finds.
  await (await (await registration(false))?.pushManager.getSubscription())?.unsubscribe()
}
