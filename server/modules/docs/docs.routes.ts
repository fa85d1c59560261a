import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { openApiDocument } from './openapi.ts'

/**
 * Redoc's self-contained browser build ships inside @redocly/cli (the same package that lints the
 * document in `npm run lint`), so the reference is served from here: no CDN, inside the CSP.
 */
function redocBundle(): string | undefined {
  try {
    const cli = dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'))
    return readFileSync(join(cli, 'lib/chunks/redoc.standalone.js'), 'utf8')
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
<style>body { margin: 0 }</style>
</head>
<body>
<div id="reference"><p style="font-family: sans-serif; padding: 2rem">Loading the reference… The document itself is at <a href="/api/docs">/api/docs</a>.</p></div>
<script type="module" src="/api/reference/start.js"></script>
</body>
</html>
`

const start = `import { init } from './redoc.js'
init('/api/docs', { disableTelemetry: true, hideDownloadButtons: false, expandResponses: '200,201' }, document.getElementById('reference'))
`

/** The OpenAPI document (built once from every call declared so far: register this last) and its browsable reference. */
export function docsRoutes(app: FastifyInstance): void {
  const document = openApiDocument(app.apiDocs)
  app.get('/api/docs', (_request, reply) => reply.header('cache-control', 'no-cache').send(document))

  const bundle = redocBundle()
  if (!bundle) {
    app.log.warn('the Redoc bundle of @redocly/cli was not found: /api/reference is off')
    return
  }
  app.get('/api/reference', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page))
  app.get('/api/reference/start.js', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(start))
  app.get('/api/reference/redoc.js', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').type('text/javascript; charset=utf-8').send(bundle))
}
