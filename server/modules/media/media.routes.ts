import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../lib/http-error.ts'
import { organizationLogoSvg, seedImageSvg } from './seed-images.ts'
import { readUpload } from './uploads.ts'

// Media is never a document: no scripts, no embedding tricks, the declared type only.
const mediaHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
}

export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/media/seed/:name', async (request, reply) => {
    const match = /^([\w-]{1,120})\.svg$/.exec(request.params.name)
    if (!match) throw new HttpError(404, 'NotFound')
    const name = match[1]!
    const org = /^org-([a-z]{2,10})$/.exec(name)
    reply.headers({ ...mediaHeaders, 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' })
    return org ? organizationLogoSvg(org[1]!) : seedImageSvg(name)
  })

  // Every process serves every upload: they are read from the database.
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    // A plain read outside defineRoute: it never runs inside a request's transaction.
    // eslint-disable-next-line no-restricted-syntax
    const upload = await readUpload(app.db, request.params.name)
    if (!upload) throw new HttpError(404, 'NotFound')
    // Upload names are random and never reused, so they can be cached for good.
    reply.headers({ ...mediaHeaders, 'content-type': upload.contentType, 'cache-control': 'public, max-age=31536000, immutable' })
    return upload.bytes
  })
}
