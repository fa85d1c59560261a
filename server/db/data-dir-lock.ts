import { spawnSync } from 'node:child_process'
import { closeSync, ftruncateSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

/** What flock(1) answers when another holds the lock (chosen: its default, 1, also means "failed"). */
const BUSY = 75

const inUse = (dir: string, owner: string) =>
  new Error(`DATA_DIR ${dirname(dir)} is in use by ${owner ? `process ${owner}` : 'another process'}; set DATABASE_URL to run several processes`)

/**
 * The embedded database belongs to one process: a second one on the same directory would write
 * over the first's pages and lose data. The lock is the kernel's: flock(2) on `<dir>.lock`, held
 * by a descriptor this process keeps open, so it lasts exactly as long as the process (a crash or
 * SIGKILL releases it) and binds any process that can see the file — another container on the
 * same volume included, whose process ids mean nothing here. Node has no flock, so util-linux's
 * (or BusyBox's) `flock` takes it on the inherited descriptor and exits: the lock belongs to the
 * open file, which stays ours. The file is never deleted (a starter that opened it just before
 * would lock a file nobody else sees). Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`
  const fd = openSync(file, 'a+')
  const taken = spawnSync('flock', ['--exclusive', '--nonblock', '--conflict-exit-code', String(BUSY), '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    timeout: 10_000,
  })
  if (taken.status !== 0) {
    closeSync(fd)
    if (taken.error && (taken.error as NodeJS.ErrnoException).code === 'ENOENT') return lockWithPidFile(dir)
    if (taken.status === BUSY) throw inUse(dir, readFileSync(file, 'utf8').trim())
    throw new Error(`could not lock ${file}: ${taken.error?.message ?? String(taken.stderr).trim()}`)
  }
  // For the message a second starter prints; the lock itself is the kernel's.
  ftruncateSync(fd, 0)
  writeSync(fd, String(process.pid))
  let released = false
  return () => {
    if (released) return
    released = true
    closeSync(fd)
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Where no `flock` command exists (macOS): the owner's pid in a file created exclusively, and a
 * lock whose pid no longer runs is taken over. Weaker: a process in another PID namespace cannot
 * tell whether the owner runs.
 */
function lockWithPidFile(dir: string): () => void {
  const file = `${dir}.lock`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        try {
          unlinkSync(file)
        } catch {
          // already gone
        }
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let owner = NaN
      try {
        owner = Number(readFileSync(file, 'utf8').trim())
      } catch {
        continue // removed meanwhile: try again
      }
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) throw inUse(dir, String(owner))
      try {
        unlinkSync(file)
      } catch {
        // another starter removed it first
      }
    }
  }
  throw new Error(`could not lock ${file}`)
}
