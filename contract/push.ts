import * as v from 'valibot'
import { envelope } from './common.ts'

/** base64url without padding of exactly `bytes` bytes, as `PushSubscription.toJSON()` writes keys. */
const base64url = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`)

/**
 * Push services are reached over HTTPS only (every browser's is); anything else is refused before
 * the server would ever post to it.
 */
const httpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:'
  } catch {
    return false
  }
}

/** A browser's push subscription as the Push API hands it over (`subscription.toJSON()`). */
export const PushSubscribeBodySchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2000), v.check(httpsUrl, 'https-url')),
  keys: v.object({
    /** the browser's P-256 public key, uncompressed (65 bytes, starting with 0x04: "B…") */
    p256dh: v.pipe(v.string(), v.regex(base64url(65), 'push-key'), v.startsWith('B', 'push-key')),
    /** the 16-byte authentication secret */
    auth: v.pipe(v.string(), v.regex(base64url(16), 'push-key')),
  }),
})
export type PushSubscribeBody = v.InferInput<typeof PushSubscribeBodySchema>

export const PushUnsubscribeBodySchema = v.object({ endpoint: v.pipe(v.string(), v.maxLength(2000), v.check(httpsUrl, 'https-url')) })

/** The application server key the browser's push manager subscribes with (base64url, uncompressed P-256). */
export const PushKeyResponseSchema = envelope(v.object({ publicKey: v.string() }))
export const PushActionResponseSchema = envelope(v.boolean())

export const pushKeyPath = '/Notifications/PushKey'
export const pushSubscribePath = '/Notifications/PushSubscribe'
export const pushUnsubscribePath = '/Notifications/PushUnsubscribe'

/** What a push message carries: already in the device's language; `url` is a path of the app's own origin. */
export type PushPayload = { title: string; body: string; url: string; lang: 'en' | 'ar'; tag: string }
