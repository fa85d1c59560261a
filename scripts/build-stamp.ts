import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..')
const inputs = ['src', 'sw', 'contract', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** The PWA build in `outDir` (dist, or the tiled map's test build) is missing, or something it is built from changed after it. */
export function buildIsStale(outDir = 'dist'): boolean {
  const stampFile = join(root, outDir, 'build-id.txt')
  if (!existsSync(stampFile) || !existsSync(join(root, outDir, 'index.html'))) return true
  const built = statSync(stampFile).mtimeMs
  return inputs.some((input) => newestMtime(join(root, input)) > built)
}
