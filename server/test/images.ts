import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Real pictures for upload tests: the server decodes every upload and keeps it encoded again, so a
 * file that only starts like an image is refused. `exif` writes camera metadata into a JPEG, as a
 * phone does (the server must not keep it).
 */
export async function picture(type: 'png' | 'jpg' | 'webp', { width = 40, height = 30, exif = false } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 160 } } })
  if (type === 'png') return image.png().toBuffer()
  if (type === 'webp') return image.webp().toBuffer()
  return (exif ? image.withExif({ IFD0: { Artist: 'Taken on the jetty', Copyright: 'A diver' } }) : image).jpeg().toBuffer()
}

/** Width, height, format and whether any EXIF is left: what a test reads of a served picture. */
export async function pictureFacts(bytes: Buffer): Promise<{ width: number; height: number; format: string; exif: boolean }> {
  const meta = await sharp(bytes).metadata()
  return { width: meta.width, height: meta.height, format: meta.format, exif: meta.exif !== undefined }
}

/** A PNG whose header claims `width` × `height` with almost no data behind it: a decompression bomb's first bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
