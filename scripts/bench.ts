import { buildIfStale } from './build-if-stale.ts'
import { benchBundle } from './bench/bundle.ts'

// `npm run bench`: figures, never assertions (DEVELOPERS.md "Standards").
buildIfStale()
benchBundle()
