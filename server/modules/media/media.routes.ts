import { mkdirSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../lib/http-error.ts'
import { organizationLogoSvg, seedImageSvg } from './seed-images.ts'

// Media is never a document: no scripts, no embedding tricks, the declared type only.
const mediaHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
}

export async function mediaRoutes(app: FastifyInstance, uploadsDir: string): Promise<void> {
  app.get<{ Params: { name: string } }>('/media/seed/:name', async (request, reply) => {
    const match = /^([\w-]{1,120})\.svg$/.exec(request.params.name)
    if (!match) throw new HttpError(404, 'NotFound')
    const name = match[1]!
    const org = /^org-([a-z]{2,10})$/.exec(name)
    reply.headers({ ...mediaHeaders, 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' })
    return org ? organizationLogoSvg(org[1]!) : seedImageSvg(name)
  })

  mkdirSync(uploadsDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/uploads/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      // Upload names are random and never reused, so they can be cached for good.
      reply.headers({ ...mediaHeaders, 'cache-control': 'public, max-age=31536000, immutable' })
    },
  })
}
