import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../../db/schema.ts'
import { imageTypes, type UploadedImage } from '../../lib/upload.ts'
import { deleteUpload, findUpload, insertUpload } from './media.repository.ts'

export const UPLOADS_URL = '/media/uploads/'

/** What an upload's URL may name: a generated name and its type; anything else is not ours. */
export const UPLOAD_NAME = /^[\w-]{1,64}\.(jpg|png|webp)$/

/** Stores a picture already read and checked (lib/upload.ts) under a generated name, so every process serves it. Returns its URL. */
export async function storeUploadedImage(db: Db, image: UploadedImage): Promise<string> {
  const name = `${randomUUID()}.${image.type}`
  await insertUpload(db, { name, contentType: image.contentType, bytes: image.bytes })
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
