import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock.ts'

// Whole servers on one directory, under unshare too: server/test/data-dir-lock.test.ts.
const root = mkdtempSync(join(tmpdir(), 'reefline-lock-unit-'))
let n = 0
const freshDir = () => {
  const dir = join(root, `data-${n++}`, 'db')
  mkdirSync(dir, { recursive: true })
  return dir
}
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

/**
 * A real `node` process that locks `dir`: it prints `locked <pid>` or `refused: <message>`; a
 * holder keeps the lock until told `release` or `exit` (ending without releasing) on its stdin.
 * PATH leads nowhere: the lock must not depend on a command such as flock(1) being there.
 */
const script = `
const { lockDataDir } = await import(process.env.LOCK_MODULE)
try {
  const release = lockDataDir(process.env.LOCK_DIR)
  console.log('locked ' + process.pid)
  if (!process.env.HOLD) process.exit(0)
  process.stdin.on('data', (line) => {
    if (String(line).startsWith('release')) release()
    process.exit(0)
  })
} catch (error) {
  console.log('refused: ' + error.message)
  process.exit(3)
}`
const lockModule = pathToFileURL(join(import.meta.dirname, 'data-dir-lock.ts')).href

type Locker = { child: ChildProcess; answer: Promise<string>; exited: Promise<number | null> }

function locker(dir: string, { hold = false, wrapper = [] as string[], preamble = '' } = {}): Locker {
  const [command, ...args] = [...wrapper, process.execPath, '--input-type=module', '-e', preamble + script]
  const child = spawn(command, args, {
    env: { PATH: '/nonexistent', LOCK_MODULE: lockModule, LOCK_DIR: dir, ...(hold ? { HOLD: '1' } : {}) },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  let err = ''
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const answer = new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) done(out.trim())
    })
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    void exited.then((code) => fail(new Error(`the child ended (${code}) without an answer: ${err}`)))
  })
  return { child, answer, exited }
}

/** Locks once in a child of its own and tells what happened. */
const attempt = (dir: string, wrapper: string[] = []) => locker(dir, { wrapper }).answer

const unshare = spawnSync('sh', ['-c', 'command -v unshare'], { encoding: 'utf8' }).stdout.trim()
const otherNamespace = [unshare, '--pid', '--fork', '--kill-child']
const canUnshare = unshare !== '' && spawnSync(unshare, [...otherNamespace.slice(1), 'true']).status === 0

describe('the data directory lock', () => {
  it('is held until released, even against this process, and the lock file stays', () => {
    const dir = freshDir()
    const release = lockDataDir(dir)
    // The lock belongs to an open file: a second open, even in this process, is refused.
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${join(dir, '..')} is in use by process ${process.pid}; set DATABASE_URL to run several processes`)
    release()
    release() // twice is harmless
    expect(existsSync(`${dir}.lock`)).toBe(true)
    const again = lockDataDir(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    again()
    expect(existsSync(`${dir}.lock`)).toBe(true)
  })

  it('decides nothing on the owner id in the file', () => {
    const dir = freshDir()
    writeFileSync(`${dir}.lock`, '1') // a live process id, here and in every namespace
    lockDataDir(dir)()
  })

  it('refuses a second process while the first holds it, and names the first', async () => {
    const dir = freshDir()
    const holder = locker(dir, { hold: true })
    const pid = Number((await holder.answer).replace('locked ', ''))
    expect(pid).toBe(holder.child.pid)
    expect(await attempt(dir)).toBe(`refused: DATA_DIR ${join(dir, '..')} is in use by process ${pid}; set DATABASE_URL to run several processes`)
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${pid}`)
    holder.child.stdin!.write('release\n')
    expect(await holder.exited).toBe(0)
    expect(existsSync(`${dir}.lock`)).toBe(true)
    expect(await attempt(dir)).toMatch(/^locked \d+$/)
  })

  it('is released when the holder is killed or ends without releasing, and the file stays', async () => {
    const dir = freshDir()
    const killed = locker(dir, { hold: true })
    expect(await killed.answer).toMatch(/^locked /)
    killed.child.kill('SIGKILL')
    await killed.exited
    expect(existsSync(`${dir}.lock`)).toBe(true)
    const ended = locker(dir, { hold: true })
    expect(await ended.answer).toMatch(/^locked /)
    expect(await attempt(dir)).toMatch(/^refused: .* is in use by process /)
    ended.child.stdin!.write('exit\n')
    expect(await ended.exited).toBe(0)
    expect(existsSync(`${dir}.lock`)).toBe(true)
    expect(await attempt(dir)).toMatch(/^locked /)
  })

  // Two containers on one volume: the other sees other process ids, so the owner's id in the file
  // means nothing to it (a pid file let it take over, then delete the owner's lock on its way out).
  it.runIf(canUnshare)('binds a process in another PID namespace, both ways', async () => {
    const dir = freshDir()
    const holder = locker(dir, { hold: true })
    expect(await holder.answer).toMatch(/^locked /)
    expect(await attempt(dir, otherNamespace)).toMatch(/^refused: .* is in use by process /)
    // It left the owner's lock in place: one here is still refused.
    expect(await attempt(dir)).toMatch(/^refused: /)
    holder.child.kill('SIGKILL')
    await holder.exited

    const inside = locker(dir, { hold: true, wrapper: otherNamespace })
    expect(await inside.answer).toMatch(/^locked /)
    expect(await attempt(dir)).toMatch(/^refused: .* is in use by /)
    inside.child.kill('SIGKILL')
    await inside.exited
    expect(await attempt(dir)).toMatch(/^locked /)
  })

  it('refuses to open the directory unlocked where the native lock does not load', async () => {
    const dir = freshDir()
    const noAddon = `
import { registerHooks } from 'node:module'
registerHooks({
  resolve: (specifier, context, next) => {
    if (specifier === 'fs-native-extensions') throw new Error('no addon for this platform')
    return next(specifier, context)
  },
})`
    const refused = await locker(dir, { preamble: noAddon }).answer
    expect(refused).toContain(
      `refused: cannot lock ${dir}.lock: fs-native-extensions has no file lock for ${process.platform}-${process.arch} (no addon for this platform)`,
    )
    expect(refused).toContain('the embedded database is not opened without the lock')
  })
})
