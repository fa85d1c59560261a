import type { Agent } from 'node:https'
import webpush from 'web-push'
import type { PushPayload, PushSubscribeBody } from '../../../contract/push.ts'
import { langCode, type Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { JobHandler, Outbox } from '../outbox/outbox.ts'
import { deleteDevice, deleteOwnDevice, findDevice, findDevices, loadOrCreateKeyPair, type PushDevice, upsertDevice } from './push.repository.ts'

/** The outbox job that carries one message to one device. */
export const PUSH_JOB = 'push'
type PushJob = { deviceId: number; userId: number; endpoint: string; payload: PushPayload; ttl: number }

export type VapidKeys = { publicKey: string; privateKey: string }

/** VAPID_* from the environment; otherwise a pair made once and kept in the database, so every process signs with the same one. */
export function loadVapidKeys(db: Db, fromEnv: VapidKeys | undefined): Promise<VapidKeys> {
  return fromEnv ? Promise.resolve(fromEnv) : loadOrCreateKeyPair(db, 'vapid', () => webpush.generateVAPIDKeys())
}

export type PushOptions = { keys: VapidKeys; subject: string; /** tests: trust their own push service's certificate */ agent?: Agent }

/**
 * Web Push to the diver's installed app. Devices are kept per diver; a message leaves as one outbox
 * job per device (`queue`), sent from the worker — never inside a transaction, since a push service
 * may take seconds — retried on failure, and a device the push service says is gone (404, 410) is
 * forgotten.
 */
export class PushService {
  readonly #db: Db
  readonly #outbox: Outbox
  readonly #options: PushOptions

  constructor(db: Db, outbox: Outbox, options: PushOptions) {
    this.#db = db
    this.#outbox = outbox
    this.#options = options
  }

  get publicKey(): string {
    return this.#options.keys.publicKey
  }

  /** `db` is the request's: a keyed call's write commits with its stored answer. */
  async subscribe(db: Db, userId: number, body: PushSubscribeBody, lang: Lang): Promise<void> {
    const kept = await upsertDevice(db, {
      user_id: userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      language: langCode[lang],
    })
    if (!kept) throw new HttpError(409, 'PushDeviceTaken')
  }

  /** Only the signed-in diver's own device: another's endpoint is 404, as if it did not exist. */
  async unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
    if (!(await deleteOwnDevice(db, userId, endpoint))) throw new HttpError(404, 'NotFound')
  }

  devices(userId: number): Promise<PushDevice[]> {
    return findDevices(this.#db, userId)
  }

  /**
   * One job per device, keyed `<key>:<device id>`: a retried fan-out never queues a device twice.
   * With a `chain`, each device's pushes of that chain reach it in the order queued (the last one
   * shown replaces the one before under the same tag), and one device's failures hold back no other.
   */
  async queue(key: string, device: PushDevice, payload: PushPayload, ttlSeconds: number, options: { chain?: string } = {}): Promise<void> {
    const job: PushJob = { deviceId: device.id, userId: device.user_id, endpoint: device.endpoint, payload, ttl: ttlSeconds }
    await this.#outbox.enqueue(this.#db, PUSH_JOB, job, {
      key: `${key}:${device.id}`,
      ...(options.chain ? { chain: `${options.chain}:${device.id}` } : {}),
    })
  }

  job(): JobHandler {
    return async (data) => {
      const job = data as PushJob
      const device = await findDevice(this.#db, job.deviceId)
      // Turned off, or handed to another diver (same browser, another account), since it was
      // queued: nothing to send — one diver's booking never shows on another's notifications.
      if (!device || device.endpoint !== job.endpoint || device.user_id !== job.userId) return
      try {
        await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(job.payload), {
          vapidDetails: { subject: this.#options.subject, publicKey: this.#options.keys.publicKey, privateKey: this.#options.keys.privateKey },
          TTL: job.ttl,
          contentEncoding: 'aes128gcm',
          timeout: 15_000,
          ...(this.#options.agent ? { agent: this.#options.agent } : {}),
        })
      } catch (error) {
        // The subscription expired or was revoked: it will never deliver again, and retrying would not help.
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await deleteDevice(this.#db, device.id, device.endpoint)
          return
        }
        throw error
      }
    }
  }
}
