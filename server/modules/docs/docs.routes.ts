import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js'
import { openApiDocument } from './openapi.ts'

/**
 * Swagger UI's browser files, from the folder swagger-ui-dist names as its public one
 * (`getAbsoluteFSPath()`, imported from its own module so the server never loads the browser bundle
 * itself): served from here, no CDN, inside the CSP (decision 019). Missing files turn the page off.
 */
function swaggerUiFiles(): { script: Buffer; style: Buffer } | undefined {
  try {
    const folder = getAbsoluteFSPath()
    return { script: readFileSync(join(folder, 'swagger-ui-bundle.js')), style: readFileSync(join(folder, 'swagger-ui.css')) }
  } catch {
    return undefined
  }
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reefline API reference</title>
<meta name="description" content="Every call of the Reefline website API: parameters, answers, errors, limits and idempotency.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/reference/swagger-ui.css">
<style>body { margin: 0 }</style>
</head>
<body>
<div id="reference"><p style="font-family: sans-serif; padding: 2rem">Loading the reference… The document itself is at <a href="/api/docs">/api/docs</a>.</p></div>
<script src="/api/reference/swagger-ui.js" defer></script>
<script src="/api/reference/start.js" defer></script>
</body>
</html>
`

// A file, not an inline script: the CSP allows scripts from this origin only. No validator badge
// (it would send the document to validator.swagger.io); the models stay folded under the calls.
const start = `window.SwaggerUIBundle({
  url: '/api/docs',
  dom_id: '#reference',
  validatorUrl: null,
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
})
`

/** The OpenAPI document (built once from every call declared so far: register this last) and its browsable reference. */
export function docsRoutes(app: FastifyInstance): void {
  const document = openApiDocument(app.apiDocs)
  app.get('/api/docs', (_request, reply) => reply.header('cache-control', 'no-cache').send(document))

  const files = swaggerUiFiles()
  if (!files) {
    app.log.warn('swagger-ui-dist was not found: /api/reference is off')
    return
  }
  app.get('/api/reference', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page))
  app.get('/api/reference/start.js', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(start))
  app.get('/api/reference/swagger-ui.js', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/javascript; charset=utf-8').send(files.script),
  )
  app.get('/api/reference/swagger-ui.css', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/css; charset=utf-8').send(files.style),
  )
}
