import { beforeAll, describe, expect, it } from 'vitest'
import { call, useTestApp, loginDemo, servedOperations } from './harness.ts'

/**
 * Every operation of the served OpenAPI document — taken from the document, so a new route is
 * covered without editing this file — gets a valid request built from its schemas, then that
 * request spoiled one way at a time: a NUL or a lone UTF-16 surrogate in each text, hostile values
 * in each field, forged ids, a deeply nested body, an oversized one, a truncated one and the wrong
 * content type. Whatever comes in, the answer is never a 5xx; a text no database can store is a
 * 400 naming its field.
 */
type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minimum?: number
  maxLength?: number
  minLength?: number
  $ref?: string
}
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: Schema }
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: Array<Record<string, unknown>> }

const textSamples = ['123456', 'Sunrise-Reef-2026-abcdef-ghij', '+20 100 555 1234', 'diver@example.com', 'about-us', 'abc']

/** A value the schema accepts (as far as a JSON schema can tell). */
function example(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const choice = schema.anyOf ?? schema.oneOf
  if (choice) return example(choice.find((option) => option.type !== 'null') ?? choice[0]!)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [name, property] of Object.entries(schema.properties ?? {})) out[name] = example(property)
      return out
    }
    case 'array':
      return schema.items ? [example(schema.items)] : []
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    case 'string': {
      if (schema.format === 'email') return 'diver@example.com'
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null
      const text = textSamples.find(
        (sample) => (!pattern || pattern.test(sample)) && sample.length >= (schema.minLength ?? 0) && sample.length <= (schema.maxLength ?? Infinity),
      )
      return text ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1))
    }
    default:
      return 'x'
  }
}

/** Every path to a string leaf of a value, for spoiling one at a time. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return (value as unknown[]).flatMap((item, index) => stringPaths(item, [...path, String(index)]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]))
  return []
}
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))
  return path.length ? [path] : []
}
function withValue(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string, unknown>
  copy[path[0]!] = withValue(copy[path[0]!], path.slice(1), replacement)
  return copy
}

const hostile: unknown[] = [
  null,
  -1,
  0,
  2 ** 31,
  2 ** 53 + 1,
  1.5,
  1e308,
  'NaN',
  '9'.repeat(40),
  "' or 1=1 --",
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '😀🐠',
  'x'.repeat(20_000),
  [],
  {},
  { $gt: '' },
  true,
]

/** `field`: the one field spoiled with a character no database stores, which the 400 must name. */
type Attempt = { label: string; method: string; url: string; payload?: string | Buffer; headers?: Record<string, string>; token?: string; field?: string }

function attempts(path: string, method: string, operation: Operation, token: string | undefined): Attempt[] {
  const params = operation.parameters?.filter((p) => p.in !== 'header') ?? []
  const values = Object.fromEntries(params.map((p) => [p.name, example(p.schema)]))
  const jsonBody = operation.requestBody?.content['application/json']?.schema
  const multipart = operation.requestBody?.content['multipart/form-data']
  const body = jsonBody ? example(jsonBody) : undefined

  const build = (label: string, current: Record<string, unknown>, payload?: unknown, headers: Record<string, string> = {}, field?: string): Attempt => {
    let url = `${path}`
    const query = new URLSearchParams()
    for (const p of params) {
      const value = current[p.name]
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text))
      else query.set(p.name, text)
    }
    const q = query.toString()
    const json = payload === undefined ? undefined : typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload)
    return {
      label,
      method: method.toUpperCase(),
      url: q ? `${url}?${q}` : url,
      payload: json,
      headers: json !== undefined && !headers['content-type'] ? { 'content-type': 'application/json', ...headers } : headers,
      token,
      field,
    }
  }

  const out: Attempt[] = [build('valid', values, body)]
  // Parameters: a NUL in each, hostile values, forged ids.
  for (const p of params) {
    out.push(build(`NUL in ${p.in} ${p.name}`, { ...values, [p.name]: `${String(values[p.name])}\u0000` }, body, {}, p.name))
    for (const value of hostile) out.push(build(`${p.name}=${JSON.stringify(value)?.slice(0, 20)}`, { ...values, [p.name]: value }, body))
  }
  if (jsonBody) {
    for (const at of stringPaths(body)) {
      out.push(build(`NUL in body ${at.join('.')}`, values, withValue(body, at, 'a\u0000b'), {}, at.join('.')))
      // JSON may spell half of a surrogate pair (`"\ud800"`): no UTF-8 text holds it, and jsonb refuses it.
      out.push(build(`lone surrogate in body ${at.join('.')}`, values, withValue(body, at, 'a\ud800b'), {}, at.join('.')))
      out.push(build(`lone low surrogate in body ${at.join('.')}`, values, withValue(body, at, '\udc00'), {}, at.join('.')))
    }
    for (const at of leafPaths(body))
      for (const value of hostile) out.push(build(`body ${at.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`, values, withValue(body, at, value)))
    const text = JSON.stringify(body)
    out.push(
      build('deep body', values, '['.repeat(100_000) + ']'.repeat(100_000)),
      build('deep object', values, '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)),
      build('oversized body', values, JSON.stringify({ ...(body as object), pad: 'x'.repeat(2 * 1024 * 1024) })),
      build('truncated body', values, text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
      build('text/plain body', values, text, { 'content-type': 'text/plain' }),
      build('xml body', values, '<a>1</a>', { 'content-type': 'application/xml' }),
      build('not an object', values, '"text"'),
      build('prototype pollution', values, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
    )
  }
  if (multipart) {
    const boundary = '----hostile'
    const part = (name: string, bytes: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n${bytes}`
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` }
    const field = Object.keys(multipart.schema.properties ?? {})[0] ?? 'file'
    out.push(
      build('multipart with a NUL file name', values, Buffer.from(`${part(field, '\x89PNG\r\n\x1a\n0000')}\r\n--${boundary}--\r\n`, 'latin1'), headers),
      build('truncated multipart', values, Buffer.from(part(field, '\x89PNG\r\n\x1a\n00'), 'latin1'), headers),
      build('multipart without a boundary', values, Buffer.from('garbage'), { 'content-type': 'multipart/form-data' }),
      build('JSON to an upload', values, '{"file":"x"}'),
    )
  }
  if (method !== 'get' && !jsonBody && !multipart)
    out.push(build('unexpected body', values, '{"a":1}'), build('deep unexpected body', values, '['.repeat(50_000) + ']'.repeat(50_000)))
  return out
}

const t = useTestApp()
let token: string
beforeAll(async () => {
  token = (await loginDemo(t.app)).accessToken
})

describe('hostile input to every operation of the OpenAPI document', () => {
  it('never answers 5xx', async () => {
    const operations = await servedOperations<Operation>(t.app)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    for (const { path, method, operation } of operations) {
      for (const auth of [token, undefined]) {
        for (const attempt of attempts(path, method, operation, auth)) {
          const response = await call(t.app, {
            method: attempt.method,
            url: attempt.url,
            payload: attempt.payload,
            headers: attempt.headers,
            token: attempt.token,
          })
          sent++
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          const where = `${attempt.method} ${path} [${attempt.label}]${auth ? ' signed in' : ''}`
          if (response.status >= 500) failures.push(`${where} → ${response.status} ${response.body.slice(0, 160)}`)
          // Unless access was refused first, such a text is a 400 that names its field, and only it.
          if (attempt.field !== undefined && response.status !== 401 && response.status !== 403) {
            const named = (response.json as { errors?: Array<{ path: string }> } | undefined)?.errors?.map((error) => error.path)
            if (response.status !== 400 || JSON.stringify(named) !== JSON.stringify([attempt.field]))
              failures.push(`${where} → ${response.status} naming ${JSON.stringify(named)}, not ${attempt.field}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
    // The sweep reached the validators, the guards and the handlers, not only one of them.
    expect(sent).toBeGreaterThan(2000)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(1000)
    expect(statuses.get(401) ?? 0).toBeGreaterThan(50)
    expect(statuses.get(413) ?? 0).toBeGreaterThan(10)
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(100)
  }, 300_000)
})
