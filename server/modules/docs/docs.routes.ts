import type { FastifyInstance } from 'fastify'
import { openApiDocument } from './openapi.ts'

/** The OpenAPI document, built once from every call declared so far (register this last). */
export function docsRoutes(app: FastifyInstance): void {
  const document = openApiDocument(app.apiDocs)
  app.get('/api/docs', (_request, reply) => reply.header('cache-control', 'no-cache').send(document))
}
