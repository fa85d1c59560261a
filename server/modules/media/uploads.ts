import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../lib/http-error.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const UPLOADS_URL = '/media/uploads/'

/** The type is read from the bytes, never from the name or the declared type. */
export function sniffImage(bytes: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp'
  return null
}

/**
 * Reads the one image of a multipart request (field `field`, or any when omitted), checks it and
 * stores it under <DATA_DIR>/media/uploads with a generated name. Returns its public URL.
 */
export async function saveUploadedImage(request: FastifyRequest, uploadsDir: string, field?: string): Promise<string> {
  if (!request.isMultipart()) throw new HttpError(415, 'UnsupportedMediaType')
  let file
  try {
    file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
  } catch {
    throw new HttpError(400, 'InvalidImage', [{ path: field ?? 'file', message: 'multipart' }])
  }
  if (!file || (field && file.fieldname !== field)) {
    throw new HttpError(400, 'ValidationFailed', [{ path: field ?? 'file', message: 'required' }])
  }
  let bytes: Buffer
  try {
    bytes = await file.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FileTooLarge')
    throw error
  }
  const type = sniffImage(bytes)
  if (!type) throw new HttpError(400, 'InvalidImage', [{ path: file.fieldname, message: 'type' }])
  mkdirSync(uploadsDir, { recursive: true })
  const name = `${randomUUID()}.${type}`
  await writeFile(join(uploadsDir, name), bytes, { mode: 0o644 })
  return `${UPLOADS_URL}${name}`
}

/** Removes a replaced upload; seed images and foreign URLs are left alone. */
export async function removeUpload(url: string | null, uploadsDir: string): Promise<void> {
  if (!url?.startsWith(UPLOADS_URL)) return
  const name = url.slice(UPLOADS_URL.length)
  if (!/^[\w-]+\.(jpg|png|webp)$/.test(name)) return
  await unlink(join(uploadsDir, name)).catch(() => undefined)
}
