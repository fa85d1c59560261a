import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'

// The ceiling: the same JSON bytes the API answers, served as files by the same framework.
const [root, port] = process.argv.slice(2)
const app = Fastify({ logger: false })
await app.register(fastifyStatic, { root: root!, wildcard: false })
await app.listen({ port: Number(port), host: '127.0.0.1' })
console.log('ready')
