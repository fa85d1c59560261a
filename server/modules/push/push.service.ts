import { type Agent, request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import webpush from 'web-push'
import type { PushPayload, PushSubscribeBody } from '../../../contract/push.ts'
import { langCode, type Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { fieldMessage } from '../../lib/api-texts.ts'
import type { JobHandler, KindOptions, Jobs } from '../jobs/jobs.ts'
import { allowedAddressLookup, endpointRefusal, type PushEndpointPolicy } from './push-endpoints.ts'
import {
  deleteDevice,
  deleteOwnDevice,
  findDevice,
  findDevices,
  keepNewestDevices,
  loadOrCreateKeyPair,
  lockDevicesOf,
  type PushDevice,
  upsertDevice,
} from './push.repository.ts'

/** The job that carries one message to one device. */
export const PUSH_JOB = 'push'
type PushJob = { deviceId: number; userId: number; endpoint: string; payload: PushPayload; ttl: number }

/** The job lane push jobs (and the fan-outs that queue them) run on: whatever push services do, mail never waits behind them. */
export const PUSH_LANE = 'push'
/**
 * A push failing five times (10 s, 20 s, 40 s, 80 s apart), or for six hours, is given up: what it
 * says is stale by then, and a dead device would otherwise be tried for ever.
 */
export const PUSH_JOB_OPTIONS: KindOptions = { lane: PUSH_LANE, maxAttempts: 5, giveUpAfterMs: 6 * 3_600_000 }

/** A diver's devices beyond this many are forgotten, the one subscribed longest ago first. */
export const MAX_DEVICES = 10

export type VapidKeys = { publicKey: string; privateKey: string }

/** VAPID_* from the environment; otherwise a pair made once and kept in the database, so every process signs with the same one. */
export function loadVapidKeys(db: Db, fromEnv: VapidKeys | undefined): Promise<VapidKeys> {
  return fromEnv ? Promise.resolve(fromEnv) : loadOrCreateKeyPair(db, 'vapid', () => webpush.generateVAPIDKeys())
}

export type PushOptions = PushEndpointPolicy & {
  keys: VapidKeys
  subject: string
  /** the longest one push may take, from looking up the service's name to its answer */
  timeoutMs: number
  /** tests: trust their own push service's certificate */
  agent?: Agent
}

/**
 * Web Push to the diver's installed app. Devices are kept per diver (the ten most recent), each at a
 * browser's push service only (`push-endpoints.ts`); a message leaves as one job per device
 * (`queue`), sent from the worker on the push lane — never inside a transaction, since a push service
 * may take seconds — within `timeoutMs`, retried a few times on failure, and a device the push service
 * says is gone (404, 410) is forgotten.
 */
export class PushService {
  readonly #db: Db
  readonly #jobs: Jobs
  readonly #options: PushOptions
  readonly #lookup: LookupFunction

  constructor(db: Db, jobs: Jobs, options: PushOptions) {
    this.#db = db
    this.#jobs = jobs
    this.#options = options
    this.#lookup = allowedAddressLookup(options.allowLoopback)
  }

  get publicKey(): string {
    return this.#options.keys.publicKey
  }

  /**
   * `db` is the request's: a keyed call's write commits with its stored answer. An endpoint that is no
   * browser's push service is 400 on `endpoint`; the diver's eleventh device pushes out the one
   * subscribed longest ago, in the same transaction.
   */
  async subscribe(db: Db, userId: number, body: PushSubscribeBody, lang: Lang): Promise<void> {
    const refusal = endpointRefusal(body.endpoint, this.#options)
    if (refusal) throw new HttpError(400, 'ValidationFailed', [{ path: 'endpoint', message: fieldMessage(refusal, lang) }])
    await inTransaction(db, async (trx) => {
      await lockDevicesOf(trx, userId)
      const kept = await upsertDevice(trx, {
        user_id: userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        language: langCode[lang],
      })
      if (!kept) throw new HttpError(409, 'PushDeviceTaken')
      await keepNewestDevices(trx, userId, MAX_DEVICES)
    })
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
   * A device whose endpoint the policy refuses (stored before it, or its host since taken off the
   * list) gets nothing.
   */
  async queue(key: string, device: PushDevice, payload: PushPayload, ttlSeconds: number, options: { chain?: string } = {}): Promise<void> {
    if (endpointRefusal(device.endpoint, this.#options)) return
    const job: PushJob = { deviceId: device.id, userId: device.user_id, endpoint: device.endpoint, payload, ttl: ttlSeconds }
    await this.#jobs.enqueue(this.#db, PUSH_JOB, job, {
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
      // Checked again at each send: no connection is ever opened to an address the policy refuses.
      if (endpointRefusal(device.endpoint, this.#options)) return
      const status = await this.#send(device, job)
      // The subscription expired or was revoked: it will never deliver again, and retrying would not help.
      if (status === 404 || status === 410) return deleteDevice(this.#db, device.id, device.endpoint)
      if (status < 200 || status > 299) throw new Error(`the push service answered ${status}`)
    }
  }

  /**
   * Encrypts and signs with web-push, and posts it here: the connection's lookup refuses any address
   * that is not public, and the whole exchange — lookup, connection, TLS, answer — is cut off after
   * `timeoutMs`, however slowly a service trickles bytes. Answers the status.
   */
  #send(device: PushDevice, job: PushJob): Promise<number> {
    const details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(job.payload),
      {
        vapidDetails: { subject: this.#options.subject, publicKey: this.#options.keys.publicKey, privateKey: this.#options.keys.privateKey },
        TTL: job.ttl,
        contentEncoding: 'aes128gcm',
      },
    )
    const { timeoutMs } = this.#options
    return new Promise((resolve, reject) => {
      const request = httpsRequest(details.endpoint, {
        method: details.method,
        headers: details.headers,
        lookup: this.#lookup,
        ...(this.#options.agent ? { agent: this.#options.agent } : {}),
      })
      const fail = (error: Error) => {
        clearTimeout(timer)
        reject(error)
      }
      const timer = setTimeout(() => {
        const late = new Error(`the push service did not answer within ${timeoutMs} ms`)
        fail(late)
        request.destroy(late)
      }, timeoutMs)
      request.on('error', fail)
      request.on('response', (response) => {
        response.on('error', fail)
        // What a push service says besides its status is not needed: read and dropped.
        response.resume()
        response.on('end', () => {
          clearTimeout(timer)
          resolve(response.statusCode ?? 0)
        })
      })
      request.end(details.body)
    })
  }
}
