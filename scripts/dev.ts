import { spawn } from 'node:child_process'

// `npm run dev`: the API on :8080 and Vite (hot reload) proxying /api to it.
const children = [
  spawn('node', ['--watch-path=server', '--watch-path=contract', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '8080' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
