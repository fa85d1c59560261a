import * as v from 'valibot'
import { apiBase, type ApiRequest, ErrorBodySchema, type FieldError } from '../../contract/common.ts'
import { IN_PROGRESS_CODE, inProgressDelay, pauseFor, STILL_IN_PROGRESS } from './in-progress.ts'
import { renewSession } from './renewal.ts'
import { sessionStore } from './session.ts'

/** One typed failure for every call: HTTP status, the server's code and message, field errors. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly errors: FieldError[]
  /** 429, and 409 IdempotencyInProgress: seconds until the call may be tried again (Retry-After) */
  readonly retryAfter: number | undefined

  constructor(status: number, code: string, message: string, errors: FieldError[] = [], retryAfter?: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.errors = errors
    this.retryAfter = retryAfter
  }
}

export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? apiBase

type QueryValue = string | number | boolean | null | undefined
export type RequestOptions = {
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  /**
   * One key per user action: a retried or replayed write is applied once, and the server answers
   * the repeat with the stored response (docs/decisions/004-idempotency-and-rate-limits-in-the-database.md).
   */
  idempotencyKey?: string
  /**
   * Told while a keyed write waits for an earlier attempt with its key (409 IdempotencyInProgress),
   * and once more (`waiting: false`) when it ends: for a screen that says so in its own words.
   * Without it, the app-wide notice is told (setInProgressNotice).
   */
  onInProgress?: (event: InProgressEvent) => void
}

/** A keyed write waiting for an earlier attempt with the same key: `retryInMs` until it asks again. */
export type InProgressEvent = { key: string; waiting: boolean; retryInMs: number }

let inProgressNotice: ((event: InProgressEvent) => void) | null = null
/** Who tells the diver about a waiting write whose screen says nothing itself (the app: a toast). */
export function setInProgressNotice(notice: ((event: InProgressEvent) => void) | null): void {
  inProgressNotice = notice
}

/** Tells the app-wide notice about a keyed write of the queue waiting for an earlier attempt (lib/outbox-send.ts). */
export function tellInProgress(event: InProgressEvent): void {
  inProgressNotice?.(event)
}

/** SPEC §7: the bearer token goes only to addresses under the API base, and only when one exists. */
export function authorizationFor(url: string, base: string, token: string | null | undefined): string | undefined {
  if (!token) return undefined
  const target = new URL(url, location.origin)
  const root = new URL(base.endsWith('/') ? base : `${base}/`, location.origin)
  if (target.origin !== root.origin || !target.pathname.startsWith(root.pathname)) return undefined
  return `Bearer ${token}`
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiBaseUrl}${path}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${url}?${text}` : url
}

let language = 'en'
/** Server messages come back in the language shown on screen. */
export function setApiLanguage(lang: string): void {
  language = lang
}

let refreshing: Promise<boolean> | null = null

/**
 * Single-flight: every request that met a 401 waits for the same renewal (renewal.ts), and so does the
 * app's sender of queued writes (lib/outbox.ts). Only a definite "no" ends the session (and wipes the
 * diver's data).
 */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = sessionStore.get()
    if (!session) return false
    const renewal = await renewSession(apiBaseUrl, session.refreshToken)
    // Fresh tokens may have come while this renewal was on its way (a profile update, a language
    // change or an e-mail confirmation answers with a new pair and retires the token sent here): the
    // newer session stands, whatever became of the older token, and the request is sent again with it.
    const now = sessionStore.get()
    if (now?.refreshToken !== session.refreshToken) return now !== null
    if (renewal.kind === 'refused') sessionStore.end()
    if (renewal.kind !== 'renewed') return false
    sessionStore.set(renewal.data)
    return true
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const parsed = v.safeParse(ErrorBodySchema, await response.json())
    if (parsed.success) {
      const { code, message, errors, retryAfter } = parsed.output
      const wait = retryAfter ?? (Number(response.headers.get('retry-after')) || undefined)
      return new ApiError(response.status, code ?? 'Error', message, errors, wait)
    }
  } catch {
    // not JSON (a proxy's error page)
  }
  return new ApiError(response.status, 'HttpError', response.statusText || `HTTP ${response.status}`)
}

async function send(method: string, path: string, options: RequestOptions, retried: boolean): Promise<unknown> {
  const url = buildUrl(path, options.query)
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language }
  const authorization = authorizationFor(url, apiBaseUrl, sessionStore.get()?.accessToken)
  if (authorization) headers.authorization = authorization
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  let response: Response
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NetworkError', 'Network error')
  }
  if (response.status === 401 && authorization && !retried && (await refreshOnce())) {
    return send(method, path, options, true)
  }
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined
  return response.json()
}

const isInProgress = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409 && error.code === IN_PROGRESS_CODE

/**
 * A keyed write the server answers `409 IdempotencyInProgress` is asked again with the same key
 * (1, 2, 4, 8 s or the server's Retry-After, for up to 30 s: in-progress.ts) until it gets a real
 * answer. Then it throws `StillInProgress`: the write may have gone through, and a new key could
 * make it twice, so the screens say to check before trying again.
 */
async function sendKeyed(method: string, path: string, options: RequestOptions): Promise<unknown> {
  const key = options.idempotencyKey
  if (!key) return send(method, path, options, false)
  const tell = options.onInProgress ?? inProgressNotice ?? (() => undefined)
  const started = Date.now()
  let waited = false
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(method, path, options, false)
      } catch (error) {
        if (!isInProgress(error)) throw error
        const delay = inProgressDelay(attempt, Date.now() - started, error.retryAfter)
        if (delay === null) throw new ApiError(409, STILL_IN_PROGRESS, 'An earlier attempt of this request is still being carried out.')
        waited = true
        tell({ key, waiting: true, retryInMs: delay })
        await pauseFor(delay, options.signal)
      }
    }
  } finally {
    if (waited) tell({ key, waiting: false, retryInMs: 0 })
  }
}

async function call<TSchema extends v.GenericSchema>(
  method: string,
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const json = await sendKeyed(method, path, options)
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) {
    console.error('response does not match the contract', path, v.flatten(parsed.issues))
    throw new ApiError(0, 'BadResponse', 'Unexpected response from the server')
  }
  return parsed.output
}

/** Every call returns the parsed `{ data, metaData }` envelope of its contract schema. */
export const api = {
  get: <TSchema extends v.GenericSchema>(path: string, schema: TSchema, options?: RequestOptions) => call('GET', path, schema, options),
  post: <TSchema extends v.GenericSchema>(path: string, schema: TSchema, options?: RequestOptions) => call('POST', path, schema, options),
  /** A request described once for the page and the server (contract/entry-pages.ts). */
  send: <TSchema extends v.GenericSchema>({ method, path, query, body }: ApiRequest, schema: TSchema, options: { signal?: AbortSignal } = {}) =>
    call(method, path, schema, { query, body, signal: options.signal }),
}
