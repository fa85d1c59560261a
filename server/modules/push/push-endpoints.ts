import { type LookupAddress, lookup as dnsLookup } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Which push services a device's endpoint may name. A diver hands the server an address that it will
 * later post to from inside the network: anything but a browser's push service (the server's own
 * loopback, its private network, a cloud's metadata service) would let a diver make the server open
 * connections there. So an endpoint is an `https:` URL with no user name or password, on the standard
 * port unless the list names another, whose host is on `hosts`, and the address its name resolves to
 * when the worker connects is a public one. `allowLoopback` (tests only) lets 127.0.0.0/8, ::1 and
 * `localhost` through, on any port.
 */
export type PushEndpointPolicy = { hosts: readonly PushHost[]; allowLoopback: boolean }

/** One entry of `PUSH_HOSTS`: a host name, or `*.` and the domain any of whose sub-domains is meant; a port only when it is not 443. */
export type PushHost = { name: string; wildcard: boolean; port: string }

/**
 * The browsers' push services, as their subscriptions name them: Chrome, Opera, Samsung Internet and
 * other Chromium browsers (Firebase Cloud Messaging: `fcm.googleapis.com/fcm/send/…`, `…/wp/…`),
 * Firefox (Mozilla's autopush: `updates.push.services.mozilla.com/wpush/…`), Safari on macOS and
 * iOS (`web.push.apple.com`; Apple asks to allow `*.push.apple.com`), Edge (Windows Notification
 * Service: `<node>.notify.windows.com/w/?token=…`).
 */
export const DEFAULT_PUSH_HOSTS = 'fcm.googleapis.com, updates.push.services.mozilla.com, *.push.services.mozilla.com, *.push.apple.com, *.notify.windows.com'

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** `PUSH_HOSTS`: names separated by commas, each `host`, `*.domain` or either with `:port`; anything else stops the start. */
export function parsePushHosts(text: string): PushHost[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  if (entries.length === 0) throw new Error('PUSH_HOSTS names no push service: leave it unset for the browsers’ own')
  return entries.map((entry) => {
    const match = /^(\*\.)?([^:]+)(?::(\d{1,5}))?$/.exec(entry)
    const name = match?.[2] ?? ''
    const labels = name.split('.')
    const port = match?.[3] === undefined || Number(match[3]) === 443 ? '' : String(Number(match[3]))
    if (!match || isIP(name) !== 0 || labels.length < (match[1] ? 2 : 1) || !labels.every((label) => hostLabel.test(label)) || Number(port) > 65535)
      throw new Error(
        `PUSH_HOSTS must list push services' host names separated by commas (fcm.googleapis.com, *.push.apple.com, push.example.com:8443), no addresses; got "${entry}"`,
      )
    return { name, wildcard: match[1] !== undefined, port }
  })
}

/** A field message kind (server/lib/api-texts.ts) saying why an endpoint is refused; undefined when it is accepted. */
export type EndpointRefusal = 'push-userinfo' | 'push-port' | 'push-service'

const unbracket = (hostname: string) => (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname)

const isLoopbackName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost')

/**
 * Checks an endpoint against the policy without any lookup: when a device subscribes, and again
 * before each push. The URL parser has already spelled every form of an IPv4 address
 * (`0x7f000001`, `2130706433`, `127.1`, `0177.0.0.1`) as four decimals and lower-cased the name, so
 * what is compared is what a connection would use.
 */
export function endpointRefusal(endpoint: string, policy: PushEndpointPolicy): EndpointRefusal | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'push-service'
  }
  if (url.protocol !== 'https:') return 'push-service'
  if (url.username !== '' || url.password !== '') return 'push-userinfo'
  const host = unbracket(url.hostname)
  if (policy.allowLoopback && (isLoopbackName(host) || (isIP(host) !== 0 && isLoopbackAddress(host)))) return undefined
  // An address, not a name: never a browser's push service, whatever it points at.
  if (isIP(host) !== 0) return 'push-service'
  const listed = policy.hosts.filter((entry) => (entry.wildcard ? host.endsWith(`.${entry.name}`) : host === entry.name))
  if (listed.length === 0) return 'push-service'
  if (!listed.some((entry) => entry.port === url.port)) return 'push-port'
  return undefined
}

/** Every range that is not the public internet: this host, its networks, link-local, shared, documentation, multicast and reserved. */
const notPublic = new BlockList()
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, bits, 'ipv4')
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  // (IPv4 written as IPv6, ::ffff:0:0/96, is turned back into IPv4 and checked as such: listed here it would match every IPv4 address.)
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, bits, 'ipv6')

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is checked as the IPv4 address it is. */
function asIpv4(address: string): string | undefined {
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address)
  if (!mapped) return undefined
  if (mapped[1]) return mapped[1]
  const [high, low] = [parseInt(mapped[2]!, 16), parseInt(mapped[3]!, 16)]
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
}

function isLoopbackAddress(address: string): boolean {
  const v4 = asIpv4(address) ?? (isIP(address) === 4 ? address : undefined)
  return v4 ? loopback.check(v4, 'ipv4') : loopback.check(address, 'ipv6')
}

/** Whether a push may connect to this address: a public one, or a loopback one when the tests allow it. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopbackAddress(address)) return true
  const v4 = asIpv4(address) ?? (isIP(address) === 4 ? address : undefined)
  if (v4) return !notPublic.check(v4, 'ipv4')
  return isIP(address) === 6 && !notPublic.check(address, 'ipv6')
}

/**
 * The DNS lookup a push connection makes: every address the name resolves to must be allowed, or the
 * connection is not opened at all. Checking the name when the device subscribed is not enough — a
 * listed domain's name can be made to resolve to 127.0.0.1 at any time — so the check is made on the
 * very answer the connection then uses.
 */
export function allowedAddressLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.find((entry) => !isAllowedAddress(entry.address, allowLoopback))
      if (refused || addresses.length === 0) {
        const failure: NodeJS.ErrnoException = new Error(
          `push: ${hostname} resolves to ${refused?.address ?? 'no address'}, not a public address; not connecting`,
        )
        failure.code = 'EPUSHADDRESS'
        return callback(failure, '', 0)
      }
      if (options.all) return callback(null, addresses)
      return callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}
