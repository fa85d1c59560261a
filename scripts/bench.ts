import { benchApi } from './bench/api.ts'
import { benchBundle } from './bench/bundle.ts'
import { buildIfStale } from './build-if-stale.ts'

// `npm run bench`: figures, never assertions. BENCH_ONLY=bundle|api runs one half;
// BENCH_BRANCHES and BENCH_SECONDS size the API run.
buildIfStale()
const only = process.env.BENCH_ONLY
if (only !== 'api') benchBundle()
if (only !== 'bundle') await benchApi()
