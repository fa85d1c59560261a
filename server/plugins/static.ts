import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const noCache = new Set(['index.html', 'sw.js', 'manifest.webmanifest'])

/**
 * Serves the built PWA: hashed assets immutable, the shell and service worker revalidated on
 * every load, brotli/gzip files made at build time, and index.html for every client route.
 */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`no PWA build in ${distDir}: serving the API only`)
    return false
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const name = path.slice(path.lastIndexOf('/') + 1)
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable')
      else if (noCache.has(name)) reply.header('cache-control', 'no-cache')
      else reply.header('cache-control', 'public, max-age=3600')
    },
  })
  return true
}

/** Client routes get the shell; unknown API and asset paths get a real 404. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const path = url.split('?')[0] ?? ''
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/media/') || path.startsWith('/assets/')) return false
  return !/\.[a-z0-9]{1,8}$/i.test(path)
}
