import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const noCache = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'manifest-ar.webmanifest'])

/**
 * Serves the built PWA: hashed assets immutable, the shell and service worker revalidated on
 * every load, brotli/gzip files made at build time. Gives the shell (index.html) that client routes
 * are answered with, or null when there is no build.
 */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<string | null> {
  const shellFile = join(distDir, 'index.html')
  if (!existsSync(shellFile)) {
    app.log.warn(`no PWA build in ${distDir}: serving the API only`)
    return null
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // `/` is a page like the others (server/app.ts): its first view carries the home's first section.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const name = path.slice(path.lastIndexOf('/') + 1)
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable')
      else if (noCache.has(name)) reply.header('cache-control', 'no-cache')
      else reply.header('cache-control', 'public, max-age=3600')
    },
  })
  return readFileSync(shellFile, 'utf8')
}

/** Client routes get the shell; unknown API and asset paths get a real 404. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const path = url.split('?')[0] ?? ''
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/media/') || path.startsWith('/assets/')) return false
  return !/\.[a-z0-9]{1,8}$/i.test(path)
}
