import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { TokenService } from './tokens.ts'
import { deleteOldSignInRecords, isKnownAddress, releaseAttempt, rememberAddress, reserveAttempt, windowStarts } from './sign-in-throttle.repository.ts'

/**
 * The per-account sign-in throttle (OWASP's "device cookies", with the addresses an account signed
 * in from standing in for clients that keep no cookie). Guesses at one account from many addresses
 * share one allowance: SIGN_IN_ATTEMPTS an hour for every client the account does not recognise,
 * counted by e-mail whether or not an account has it. A client the account recognises (it holds
 * the device cookie a successful sign-in set, or comes from an address the account signed in from
 * in the last KNOWN_ADDRESS_DAYS) has an allowance of its own, so an attacker spending the shared
 * one does not lock the owner out; a recognised client that spends its own falls back to the
 * shared one. An attempt is counted before the password is checked (so many at once cannot slip
 * past the count) and a right one stops counting; correct sign-ins are never refused for being
 * many. Not part of the rate limits RATE_LIMIT=off turns off: it is a defence, not a quota.
 */
export const SIGN_IN_ATTEMPTS = 20
const SIGN_IN_WINDOW_MS = 60 * 60_000
const KNOWN_ADDRESS_DAYS = 30
const DEVICE_COOKIE_DAYS = 180
const DAY_MS = 86_400_000

/** Who is signing in, as far as the throttle can tell: their address and the device cookie they sent for this e-mail. */
export type SignInClient = { address: string; device: string | undefined }

/** An attempt admitted by the throttle: the allowance it was counted on, and the client's address key. */
export type SignInAttempt = { counted: string; address: string }

/** The cookie that marks a browser that signed in to this e-mail: one per e-mail, its name telling nothing of it. */
export const deviceCookieName = (tokens: TokenService, email: string): string => `reefline_device_${tokens.mac('sign-in-device-name', email).slice(0, 16)}`

const deviceMac = (tokens: TokenService, email: string, nonce: string, expires: string): string =>
  tokens.mac('sign-in-device', `${email}\n${nonce}\n${expires}`)

/** The device cookie's value, `nonce.expiry.mac`, good for this e-mail only. */
function deviceValue(tokens: TokenService, email: string, now: number): string {
  const nonce = randomBytes(16).toString('base64url')
  const expires = String(Math.floor(now / 1000) + DEVICE_COOKIE_DAYS * 86_400)
  return `${nonce}.${expires}.${deviceMac(tokens, email, nonce, expires)}`
}

/** The device's own nonce when the cookie was made by this server for this e-mail and has not expired. */
function recognisedDevice(tokens: TokenService, email: string, value: string | undefined, now: number): string | undefined {
  const [nonce, expires, mac, ...rest] = (value ?? '').split('.')
  if (!nonce || !expires || !mac || rest.length > 0 || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return undefined
  const expected = Buffer.from(deviceMac(tokens, email, nonce, expires))
  const given = Buffer.from(mac)
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The Set-Cookie header for a browser that just signed in: readable by the sign-in call only, never by scripts. */
export function deviceCookie(tokens: TokenService, email: string, { path, secure }: { path: string; secure: boolean }): string {
  const value = deviceValue(tokens, email, Date.now())
  return `${deviceCookieName(tokens, email)}=${value}; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

/**
 * Counts this attempt on the first allowance with room: the device's own, the address's own, then
 * the one every unrecognised client of the e-mail shares. None has room: 429 with the seconds until
 * the first of them has. Asks the same of a known and an unknown e-mail, so neither the answer nor
 * its time says whether an account exists.
 */
export async function admitSignIn(db: Db, tokens: TokenService, email: string, client: SignInClient): Promise<SignInAttempt> {
  const now = Date.now()
  const allowances: string[] = []
  const device = recognisedDevice(tokens, email, client.device, now)
  if (device) allowances.push(`device:${tokens.mac('sign-in-device-key', device)}`)
  const address = `address:${tokens.mac('sign-in-address', `${email}\n${client.address}`)}`
  if (await isKnownAddress(db, address, new Date(now - KNOWN_ADDRESS_DAYS * DAY_MS))) allowances.push(address)
  allowances.push(`account:${tokens.mac('sign-in-account', email)}`)
  for (const counted of allowances) {
    if (await reserveAttempt(db, counted, new Date(now), SIGN_IN_WINDOW_MS, SIGN_IN_ATTEMPTS)) return { counted, address }
  }
  const starts = await windowStarts(db, allowances)
  const soonest = Math.min(...starts.map((start) => start.getTime() + SIGN_IN_WINDOW_MS - now))
  throw new HttpError(429, 'TooManySignIns', undefined, Math.max(1, Math.ceil((Number.isFinite(soonest) ? soonest : SIGN_IN_WINDOW_MS) / 1000)))
}

/** The password was right: the attempt stops counting, and the address is one the account knows from now on. */
export async function signInSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  await releaseAttempt(db, attempt.counted)
  await rememberAddress(db, attempt.address, new Date())
}

/** One batch of the background clean-up (server/lib/housekeeping.ts): windows over, and addresses no longer known. */
export function sweepSignInRecords(db: Db, limit: number): Promise<number> {
  const now = Date.now()
  return deleteOldSignInRecords(db, new Date(now - SIGN_IN_WINDOW_MS), new Date(now - KNOWN_ADDRESS_DAYS * DAY_MS), limit)
}
