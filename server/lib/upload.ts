import type { FastifyRequest } from 'fastify'
import sharp from 'sharp'
import type { Lang } from '../../contract/common.ts'
import { HttpError } from './http-error.ts'
import { fieldMessage } from './api-texts.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** room for the multipart boundaries and part headers around the one file */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024

export const imageTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
export type ImageType = keyof typeof imageTypes

/** A picture's longest side as kept: enough for a profile picture or a readable certification card. */
export const MAX_IMAGE_SIDE = 2048
/** Pixels a picture may decode to: a few kilobytes of PNG can claim a 50,000 × 50,000 image. */
const MAX_INPUT_PIXELS = 50_000_000

/** One picture, read whole and checked, not yet stored. */
export type UploadedImage = { field: string; type: ImageType; contentType: string; bytes: Buffer }

/** A multipart stream that breaks off or is malformed is the client's fault: 400, or 413 past the limit. */
function uploadError(error: unknown, field?: string): HttpError {
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'FileTooLarge')
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'PayloadTooLarge')
  return new HttpError(400, 'MalformedMultipart', [{ path: field ?? 'file', message: 'multipart' }])
}

/** The type is read from the bytes, never from the name or the declared type. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp'
  return null
}

/**
 * Reads the one image of a multipart request (field `field`, or any when omitted) to its end and
 * checks it. A client may take minutes to send it: this runs before the request claims its key or
 * opens a transaction (lib/route.ts), so a slow upload holds nothing but its own connection.
 */
export async function readUploadedImage(request: FastifyRequest, lang: Lang, field?: string): Promise<UploadedImage> {
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
  if (!type) throw new HttpError(400, 'InvalidImage', [{ path: file.fieldname, message: fieldMessage('image-type', lang) }])
  return { field: file.fieldname, type, contentType: imageTypes[type], bytes: await decodedAgain(bytes, type, file.fieldname, lang) }
}

/**
 * Decodes the whole picture and encodes it again: a file that only starts like an image, or is
 * cut or corrupt, is refused (400); one that would decode to more than MAX_INPUT_PIXELS is refused
 * before it is decoded; what is kept is turned upright, at most MAX_IMAGE_SIDE on its longest side,
 * and carries none of the camera's metadata (a phone's photo of a card holds where it was taken).
 * libvips runs on Node's thread pool, so a large picture does not hold the event loop.
 */
async function decodedAgain(bytes: Buffer, type: ImageType, field: string, lang: Lang): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    if (type === 'png') return await image.png({ compressionLevel: 9 }).toBuffer()
    if (type === 'webp') return await image.webp({ quality: 85 }).toBuffer()
    return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
  } catch {
    throw new HttpError(400, 'InvalidImage', [{ path: field, message: fieldMessage('image', lang) }])
  }
}
