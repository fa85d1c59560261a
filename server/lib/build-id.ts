import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The id of the PWA build being served (written by scripts/compress.ts), for /api/health. */
export function readBuildId(distDir: string): string {
  try {
    return readFileSync(join(distDir, 'build-id.txt'), 'utf8').trim()
  } catch {
    return 'none'
  }
}
