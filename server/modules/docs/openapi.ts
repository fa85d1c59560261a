import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { ErrorBodySchema } from '../../../contract/common.ts'
import type { RouteDoc } from '../../lib/route.ts'

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

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: convert(ErrorBodySchema, 'output') } } })

/**
 * The OpenAPI 3.1 document of every call declared with defineRoute, built from the same contract
 * schemas the server validates with, so it cannot drift from what the server does.
 */
export function openApiDocument(routes: RouteDoc[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}')
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^\w]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      tags: [path.split('/')[4] ?? 'api'],
      security: route.access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }],
      parameters: [
        ...parameters(route.params, 'path'),
        ...parameters(route.query, 'query'),
        ...(route.idempotent ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', pattern: '^[\\w.:-]{8,128}$' }, description: 'A repeat with the same key returns the first answer without applying the change again.' }] : []),
      ],
      responses: {
        '200': route.response ? { description: 'OK', content: { 'application/json': { schema: convert(route.response, 'output') } } } : { description: 'OK' },
        '400': errorResponse('Bad input: `errors` names each field and the reason, in the request language.'),
        ...(route.access !== 'public' ? { '401': errorResponse('No or expired access token.'), '403': errorResponse('A guest token where an account is needed.') } : {}),
        ...(route.rateLimit ? { '429': errorResponse(`More than ${route.rateLimit.max} calls in ${route.rateLimit.timeWindow}.`) } : {}),
      },
    }
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: convert(route.body, 'input') } } }
    if (route.multipart) {
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', required: [route.multipart], properties: { [route.multipart]: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' } } } } },
      }
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reefline website API',
      version: '1.0.0',
      description: 'Every answer is `{ data, metaData? }`; every failure `{ message, code, errors? }`. Language: `lang`/`Lang`/`isEnglish`, then Accept-Language.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }
}
