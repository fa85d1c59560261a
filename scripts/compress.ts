import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { root } from './build-stamp.ts'

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt', '.xml'])

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

/** Brotli (quality 11) and gzip (level 9) next to every text asset, for @fastify/static's preCompressed. */
let count = 0
for (const path of files(join(root, 'dist'))) {
  if (!compressible.has(extname(path)) || statSync(path).size < 512) continue
  const body = readFileSync(path)
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
  count++
}
console.log(`precompressed ${count} files (br + gzip)`)
