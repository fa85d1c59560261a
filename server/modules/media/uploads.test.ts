import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness.ts'
import { importUploadsFrom } from './uploads.ts'

const t = useTestApp()

describe('pictures uploaded before uploads moved into the database', () => {
  it('are copied in once and served again; other files are left out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reefline-legacy-'))
    try {
      mkdirSync(dir, { recursive: true })
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(32, 3)])
      writeFileSync(join(dir, '2f1c5e7a-legacy.jpg'), jpeg)
      writeFileSync(join(dir, 'notes.txt'), 'not a picture')
      expect(await importUploadsFrom(dir, t.db)).toBe(1)
      expect(await importUploadsFrom(dir, t.db)).toBe(0)
      const served = await t.app.inject({ url: '/media/uploads/2f1c5e7a-legacy.jpg' })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/jpeg')
      expect(served.rawPayload.equals(jpeg)).toBe(true)
      expect((await t.app.inject({ url: '/media/uploads/notes.txt' })).statusCode).toBe(404)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
