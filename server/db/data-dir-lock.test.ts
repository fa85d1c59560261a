import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock.ts'

// Two real processes, a crash and another PID namespace: server/test/data-dir-lock.test.ts.
const root = mkdtempSync(join(tmpdir(), 'reefline-lock-unit-'))
let n = 0
const freshDir = () => {
  const dir = join(root, `data-${n++}`, 'db')
  mkdirSync(dir, { recursive: true })
  return dir
}
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the data directory lock (flock)', () => {
  it('is held until released, and the lock file stays', () => {
    const dir = freshDir()
    const release = lockDataDir(dir)
    // flock belongs to an open file: a second open, even in this process, is refused.
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${join(dir, '..')} is in use by process ${process.pid}; set DATABASE_URL to run several processes`)
    release()
    release() // twice is harmless
    expect(existsSync(`${dir}.lock`)).toBe(true)
    const again = lockDataDir(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    again()
  })

  it('ignores an owner id written by a process it cannot see', () => {
    const dir = freshDir()
    lockDataDir(dir)() // makes the directory's lock file
    writeFileSync(`${dir}.lock`, '1') // a live process id, here and in every namespace
    const release = lockDataDir(dir)
    release()
  })
})

describe('without a flock command (macOS): the owner’s pid in a file', () => {
  const path = process.env.PATH
  afterEach(() => {
    process.env.PATH = path
  })

  it('refuses while the owner runs and takes over from one that ended', () => {
    const dir = freshDir()
    process.env.PATH = '/nonexistent'
    const release = lockDataDir(dir)
    expect(() => lockDataDir(dir)).not.toThrow() // the same process may reopen its own
    writeFileSync(`${dir}.lock`, '1')
    expect(() => lockDataDir(dir)).toThrow('is in use by process 1')
    writeFileSync(`${dir}.lock`, '2147483646')
    const next = lockDataDir(dir)
    next()
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })
})
