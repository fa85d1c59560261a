import { buildIfStale } from './build-if-stale.ts'

// `npm start`: one process — builds the PWA if needed, then the server migrates, seeds and listens.
buildIfStale()
await import('../server/main.ts')
