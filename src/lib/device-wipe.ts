import { wipeDeviceFiles } from './device-files.ts'
import { outbox } from './outbox-store.ts'
import { persister } from './saved-cache.ts'

/** Uploaded pictures (profile, certification card) the service worker may hold for the diver. */
async function forgetUploadedImages(): Promise<void> {
  if (!('caches' in window)) return
  const cache = await caches.open('reefline-images')
  const requests = await cache.keys()
  await Promise.all(requests.filter((request) => new URL(request.url).pathname.startsWith('/media/uploads/')).map((request) => cache.delete(request)))
}

/**
 * What a diver left in the device's stores (logout.ts `wipeDiverData`): the persisted cache, the
 * diver's own files and uploaded pictures, the waiting writes, this phone's push subscription. Loaded
 * when a diver's session ends, not with a visitor's first page (decision 041).
 */
export async function wipeDeviceStores(): Promise<void> {
  // Push code loads when it is needed (a sign-out, the profile's toggle), not with every first page.
  const forgetPush = () => import('./push.ts').then(({ forgetPushSubscription }) => forgetPushSubscription())
  await Promise.allSettled([persister.removeClient(), wipeDeviceFiles(), forgetUploadedImages(), outbox.clear(), forgetPush()])
}
