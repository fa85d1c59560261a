import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A push service of our own, as a browser vendor runs one: HTTPS on 127.0.0.1 with a certificate
 * made here (openssl), which the server trusts through `agent` only. It keeps every request
 * it gets and answers 201, or what `answer` says for an endpoint.
 */
export function pushServiceCertificate(): { key: Buffer; cert: Buffer; agent: Agent } {
  const dir = mkdtempSync(join(tmpdir(), 'reefline-push-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    const key = readFileSync(join(dir, 'key.pem'))
    const cert = readFileSync(join(dir, 'cert.pem'))
    return { key, cert, agent: new Agent({ ca: cert }) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export type PushRequest = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }

export async function startPushService(tls: { key: Buffer; cert: Buffer }) {
  const received: PushRequest[] = []
  const answers = new Map<string, number>()
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? ''
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(answers.get(path) ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    received,
    /** the status the service answers for this endpoint's path from now on (410: the subscription is gone) */
    answer: (path: string, status: number) => answers.set(path, status),
    endpoint: (name: string) => `${origin}/push/${name}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte authentication secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    /** RFC 8291 (aes128gcm): what the browser does with a push message's body */
    decrypt: (body: Buffer): string => {
      const salt = body.subarray(0, 16)
      const idLength = body.readUInt8(20)
      const serverPublic = body.subarray(21, 21 + idLength)
      const ciphertext = body.subarray(21 + idLength)
      const shared = ecdh.computeSecret(serverPublic)
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic])
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
      // One record: the text, then the delimiter 0x02 and any zero padding.
      let end = padded.length - 1
      while (end >= 0 && padded[end] === 0) end--
      if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message')
      return padded.subarray(0, end).toString('utf8')
    },
  }
}

/**
 * A device whose push service is black-holed: TCP connections are accepted on 127.0.0.1 and never
 * answered (no TLS handshake, no status), as a dead host behind a firewall that drops nothing. It
 * counts the connections it was sent.
 */
export async function startBlackHole() {
  const sockets = new Set<Socket>()
  let connections = 0
  const server = createNetServer((socket) => {
    connections++
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    connections: () => connections,
    endpoint: (name: string) => `https://127.0.0.1:${port}/push/${name}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
