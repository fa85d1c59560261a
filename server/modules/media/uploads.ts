import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { deleteUpload, findUpload, insertUpload } from './media.repository.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const UPLOADS_URL = '/media/uploads/'
/** room for the multipart boundaries and part headers around the one file */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024

/** A multipart stream that breaks off or is malformed is the client's fault: 400, or 413 past the limit. */
function uploadError(error: unknown, field?: string): HttpError {
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'FileTooLarge')
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'PayloadTooLarge')
  return new HttpError(400, 'MalformedMultipart', [{ path: field ?? 'file', message: 'multipart' }])
}

/** The type is read from the bytes, never from the name or the declared type. */
export function sniffImage(bytes: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp'
  return null
}

export const imageTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
/** What an upload's URL may name: a generated name and its type; anything else is not ours. */
export const UPLOAD_NAME = /^[\w-]{1,64}\.(jpg|png|webp)$/

/**
 * Reads the one image of a multipart request (field `field`, or any when omitted), checks it and
 * stores it in the database under a generated name, so every process serves it. Returns its URL.
 */
export async function saveUploadedImage(request: FastifyRequest, db: Db, field?: string): Promise<string> {
  if (!request.isMultipart()) throw new HttpError(415, 'UnsupportedMediaType')
  // A declared size over the limit is refused before a byte is read.
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw new HttpError(413, 'FileTooLarge')
  let file
  try {
    file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 }, throwFileSizeLimit: true })
  } catch (error) {
    throw uploadError(error, field)
  }
  if (!file || (field && file.fieldname !== field)) {
    throw new HttpError(400, 'ValidationFailed', [{ path: field ?? 'file', message: 'required' }])
  }
  let bytes: Buffer
  try {
    bytes = await file.toBuffer()
  } catch (error) {
    throw uploadError(error, file.fieldname)
  }
  // Without a declared size the stream is cut at the limit: a cut file is refused, never kept.
  if (file.file.truncated || bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'FileTooLarge')
  const type = sniffImage(bytes)
  if (!type) throw new HttpError(400, 'InvalidImage', [{ path: file.fieldname, message: 'type' }])
  const name = `${randomUUID()}.${type}`
  await insertUpload(db, { name, contentType: imageTypes[type], bytes })
  return `${UPLOADS_URL}${name}`
}

/** An upload by the name in its URL; undefined for a name that is not an upload's. */
export async function readUpload(db: Db, name: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  if (!UPLOAD_NAME.test(name)) return undefined
  const upload = await findUpload(db, name)
  return upload && { contentType: upload.content_type, bytes: upload.bytes }
}

/** Removes a replaced upload; seed images and foreign URLs are left alone. */
export async function removeUpload(url: string | null, db: Db): Promise<void> {
  if (!url?.startsWith(UPLOADS_URL)) return
  const name = url.slice(UPLOADS_URL.length)
  if (UPLOAD_NAME.test(name)) await deleteUpload(db, name)
}

/**
 * Pictures uploaded before uploads moved into the database sat in `<DATA_DIR>/media/uploads`: they
 * are copied in once, at start, so their URLs keep working (the files are left where they were).
 */
export async function importUploadsFrom(dir: string, db: Db): Promise<number> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return 0
  }
  let imported = 0
  for (const name of names) {
    const match = UPLOAD_NAME.exec(name)
    if (!match || (await findUpload(db, name))) continue
    await insertUpload(db, { name, contentType: imageTypes[match[1] as keyof typeof imageTypes], bytes: await readFile(join(dir, name)) })
    imported++
  }
  return imported
}
