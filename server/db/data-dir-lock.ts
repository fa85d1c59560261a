import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'

/** fs-native-extensions: `tryLock` is false when another holds the lock and throws when none can be taken. */
type KernelLock = { tryLock: (fd: number) => boolean; unlock: (fd: number) => void }

const inUse = (dir: string, owner: string) =>
  new Error(`DATA_DIR ${dirname(dir)} is in use by ${owner ? `process ${owner}` : 'another process'}; set DATABASE_URL to run several processes`)

const unlocked = (file: string, why: string, cause: unknown) =>
  new Error(`cannot lock ${file}: ${why}; the embedded database is not opened without the lock: set DATABASE_URL, or keep DATA_DIR on a local disk`, {
    cause,
  })

/** Loaded with the first lock, not with the module: a server on PostgreSQL never needs the addon. */
function kernelLock(file: string): KernelLock {
  const require = createRequire(import.meta.url)
  try {
    return require('fs-native-extensions') as KernelLock
  } catch (error) {
    throw unlocked(file, `fs-native-extensions has no file lock for ${process.platform}-${process.arch} (${(error as Error).message})`, error)
  }
}

/** The pid the owner wrote, for the message only; nothing is decided on it. */
function owner(file: string): string {
  try {
    const text = readFileSync(file, 'utf8').trim()
    return /^\d+$/.test(text) ? text : ''
  } catch {
    return '' // Windows' locks keep out readers too
  }
}

/**
 * The embedded database belongs to one process: a second one on the same directory would write
 * over the first's pages and lose data. The lock is the kernel's, taken from Node through
 * fs-native-extensions (prebuilt in its package): an open-file-description lock (fcntl
 * F_OFD_SETLK) on Linux, flock(2) on macOS, LockFileEx on Windows, on `<dir>.lock`, held by a
 * descriptor this process keeps open. So it lasts exactly as long as the process (a crash or
 * SIGKILL releases it; children do not inherit it: Node opens files close-on-exec) and binds
 * any process that can see the file — another container on the same volume included, whose
 * process ids mean nothing here. Where no such lock can be taken the server refuses to start.
 * The file is never deleted: a starter that opened it just before would lock a file nobody else
 * sees. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`
  const { tryLock, unlock } = kernelLock(file)
  const fd = openSync(file, 'a+')
  let taken: boolean
  try {
    taken = tryLock(fd)
  } catch (error) {
    closeSync(fd)
    throw unlocked(file, (error as Error).message, error)
  }
  if (!taken) {
    closeSync(fd)
    throw inUse(dir, owner(file))
  }
  // For the message a second starter prints; the lock itself is the kernel's.
  ftruncateSync(fd, 0)
  writeSync(fd, String(process.pid))
  let released = false
  return () => {
    if (released) return
    released = true
    try {
      unlock(fd)
    } finally {
      closeSync(fd)
    }
  }
}
