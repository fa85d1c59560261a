import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { ErrorBodySchema } from '../../../contract/common.ts'
import type { RouteDoc } from '../../lib/route.ts'
import { readsBearerToken } from '../auth/auth.plugin.ts'

type JsonSchema = Record<string, unknown>

const convert = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema =>
  toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema

function parameters(schema: v.GenericSchema | undefined, where: 'query' | 'path') {
  if (!schema) return []
  const json = convert(schema, 'input')
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }))
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })

const accessText: Record<RouteDoc['access'], string> = {
  public: 'Access: anyone (a bearer token is optional; an invalid one is 401).',
  session: 'Access: a signed-in diver or a guest token.',
  user: 'Access: a signed-in diver account (a guest token is 403 AccountRequired; a signed-out session is 401 SessionEnded).',
}

/** The rules a caller must know, one sentence each: access, limits, idempotency, caching, errors. */
function describe(route: RouteDoc): string {
  const lines = [route.description, accessText[route.access]]
  for (const limit of route.rateLimits) {
    lines.push(
      `Limit: ${limit.max} calls per ${limit.timeWindow} per ${limit.by === 'email' ? 'address and e-mail' : 'address'}; past it 429 with \`retryAfter\` (seconds) and a Retry-After header.`,
    )
  }
  if (route.idempotent)
    lines.push(
      'Idempotent: send an `Idempotency-Key`; a repeat returns the first answer (header `Idempotent-Replayed: true`) without applying the change again; the same key with another body is 422.',
    )
  if (route.cacheable) lines.push('May be answered from a per-process cache up to 2 seconds old.')
  const errors = Object.entries(route.errors)
  if (errors.length) lines.push(`Errors: ${errors.map(([status, code]) => `${status} ${code}`).join('; ')}.`)
  return lines.filter(Boolean).join('\n\n')
}

const tagDescriptions: Record<string, string> = {
  General: 'Countries, content pages, the contact form and the training agencies.',
  Settings: 'Start-up settings.',
  Notifications: 'The signed-in diver’s notifications.',
  Wallet: 'Currencies and the diver’s wallet.',
  Users: 'Sessions, sign-up, passwords and the profile.',
  users: 'The profile picture.',
  Mobile: 'Training agencies and the certification card picture.',
  BranchWeb: 'The dive-center and freelancer directory and details.',
  Favorites: 'The diver’s favorite dive centers, trips and course dates.',
  Booking: 'Reservations: book, pay, list, cancel (with the operator’s policy), invoices and vouchers.',
  Trips: 'The trips area: search departures by place and dates, on a list or a map; trip and course details.',
  Places: 'Countries, regions, towns, dive sites and centers a search box suggests.',
  Organizations: 'A training agency’s page.',
  Review: 'Reviews of past reservations.',
}

/**
 * The OpenAPI 3.1 document of every call declared with defineRoute, built from the same contract
 * schemas the server validates with, so it cannot drift from what the server does.
 */
export function openApiDocument(routes: RouteDoc[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {}
  const tags = new Set<string>()
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}')
    const tag = path.split('/')[4] ?? 'api'
    tags.add(tag)
    const responses: Record<string, unknown> = {
      // A route declared without its answer's schema (a type error already) shows here as a success
      // without content, which `npm run lint:api` refuses.
      [String(route.status)]: {
        description: route.status === 201 ? 'Created' : 'OK',
        ...((route.response as v.GenericSchema | undefined) ? { content: { 'application/json': { schema: convert(route.response, 'output') } } } : {}),
      },
      '400': errorResponse('Bad input: `errors` names each field and the reason, in the request language.'),
    }
    if (route.access !== 'public') {
      responses['401'] = errorResponse('No access token, an expired one (refresh it), or a session that has ended.')
      responses['403'] = errorResponse('A guest token where an account is needed.')
    } else if (readsBearerToken(route.url)) {
      // The token is optional here, but one that is sent is checked: a client holding an expired
      // one must learn to refresh it, on a public call as on any other.
      responses['401'] = errorResponse(
        `${route.errors[401] ? `${route.errors[401]}; or a` : 'A'} bearer token that is not valid or has expired (refresh it, or send none).`,
      )
    }
    for (const [status, code] of Object.entries(route.errors)) if (!(status in responses)) responses[status] = errorResponse(code)
    if (route.multipart) responses['413'] = errorResponse('The file is larger than 5 MB; nothing was stored.')
    if (route.idempotent) {
      responses['409'] ??= errorResponse('The same Idempotency-Key is still being processed.')
      responses['422'] = errorResponse('The Idempotency-Key was used for a different request.')
    }
    if (route.rateLimits.length) responses['429'] = errorResponse('Too many calls; `retryAfter` says in how many seconds to try again.')
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^\w]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: route.summary,
      description: describe(route),
      tags: [tag],
      security: route.access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }],
      parameters: [
        ...parameters(route.params, 'path'),
        ...parameters(route.query, 'query'),
        ...(route.idempotent
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                schema: { type: 'string', pattern: '^[\\w.:-]{8,128}$' },
                description: 'One key per user action: a repeat returns the first answer without applying the change again.',
              },
            ]
          : []),
      ],
      responses,
    }
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: convert(route.body, 'input') } } }
    if (route.multipart) {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [route.multipart],
              properties: { [route.multipart]: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' } },
            },
          },
        },
      }
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reefline website API',
      version: '1.0.0',
      description:
        'The API of the Reefline dive-travel marketplace. Every answer is `{ data, metaData? }`; every failure `{ message, code, errors?, retryAfter? }` in the request language (`lang`/`Lang`/`isEnglish`, then Accept-Language, then the account’s). Query names match whatever their case. Answers are `Cache-Control: no-store` unless a call says otherwise.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Reefline' },
      contact: { name: 'Reefline', url: 'https://reefline.app/contact-us' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [...tags].sort().map((name) => ({ name, description: tagDescriptions[name] ?? name })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of `Users/Login`, `Users/Register` or `Users/LoginAsGuest`.',
        },
      },
      schemas: { Error: convert(ErrorBodySchema, 'output') },
    },
    paths,
  }
}
