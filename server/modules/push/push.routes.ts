import type { FastifyInstance } from 'fastify'
import {
  PushActionResponseSchema,
  pushKeyPath,
  PushKeyResponseSchema,
  PushSubscribeBodySchema,
  pushSubscribePath,
  PushUnsubscribeBodySchema,
  pushUnsubscribePath,
} from '../../../contract/push.ts'
import { defineRoute } from '../../lib/route.ts'
import type { PushService } from './push.service.ts'

/** A diver's devices for Web Push: each call names the signed-in diver, so another's device is never touched. */
export function pushRoutes(app: FastifyInstance, push: PushService): void {
  defineRoute(app, {
    summary: 'The key a device subscribes to push messages with',
    description:
      'The VAPID public key (base64url, an uncompressed P-256 point): `applicationServerKey` of `pushManager.subscribe`. The same for every process and every diver.',
    method: 'GET',
    url: pushKeyPath,
    access: 'user',
    response: PushKeyResponseSchema,
    handler: () => Promise.resolve({ data: { publicKey: push.publicKey } }),
  })

  defineRoute(app, {
    summary: 'Notify this device about the diver’s bookings',
    description:
      'The body is the browser’s `PushSubscription.toJSON()`. The endpoint must be at a browser’s push service (FCM, Mozilla, Apple, Windows; the server’s `PUSH_HOSTS`), `https:` on the standard port with no user name: anything else is 400 on `endpoint`. A diver keeps the ten devices subscribed most recently (an eleventh removes the one subscribed longest ago); subscribing the same endpoint again refreshes its keys and makes it the most recent, and the request language becomes the language its notifications are written in. An endpoint another diver holds is 409 unless the keys are the same browser’s.',
    method: 'POST',
    url: pushSubscribePath,
    access: 'user',
    body: PushSubscribeBodySchema,
    response: PushActionResponseSchema,
    errors: { 409: 'PushDeviceTaken' },
    handler: async ({ db, principal, body, lang }) => {
      await push.subscribe(db, principal.userId, body, lang)
      return { data: true }
    },
  })

  defineRoute(app, {
    summary: 'Stop notifying this device',
    description: 'Only a device of the signed-in diver: another diver’s endpoint is 404.',
    method: 'POST',
    url: pushUnsubscribePath,
    access: 'user',
    body: PushUnsubscribeBodySchema,
    response: PushActionResponseSchema,
    errors: { 404: 'NotFound' },
    handler: async ({ db, principal, body }) => {
      await push.unsubscribe(db, principal.userId, body.endpoint)
      return { data: true }
    },
  })
}
