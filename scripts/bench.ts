import { benchApi } from './bench/api.ts'
import { benchBundle } from './bench/bundle.ts'
import { benchCatalogue } from './bench/catalogue.ts'
import { benchCluster } from './bench/cluster.ts'
import { benchMemory } from './bench/memory.ts'
import { benchMail, benchMailCluster } from './bench/mail.ts'
import { benchOffline } from './bench/offline.ts'
import { benchPhone } from './bench/phone.ts'
import { buildIfStale } from './build-if-stale.ts'

// `npm run bench`: figures, never assertions. BENCH_ONLY=bundle|api|memory|cluster|catalogue|mail|offline|phone runs one part;
// BENCH_BRANCHES and BENCH_SECONDS size the API run.
buildIfStale()
const only = process.env.BENCH_ONLY
if (!only || only === 'bundle') benchBundle()
if (!only || only === 'memory') await benchMemory()
if (!only || only === 'api') await benchApi()
if (!only || only === 'cluster') await benchCluster()
if (!only || only === 'catalogue') await benchCatalogue()
if (!only || only === 'mail') {
  await benchMail()
  await benchMailCluster()
}
if (!only || only === 'offline') await benchOffline()
if (!only || only === 'phone') await benchPhone()
