import { spawnSync } from 'node:child_process'
import { buildIsStale, root } from './build-stamp.ts'

/** Builds the PWA only when it is missing or older than its sources. */
export function buildIfStale(): void {
  if (!buildIsStale()) return
  console.log('Building the PWA (missing or older than its sources)…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (import.meta.main) buildIfStale()
