import type { Db } from '../../db/schema.ts'

export async function insertUpload(db: Db, upload: { name: string; contentType: string; bytes: Buffer }): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ name: upload.name, content_type: upload.contentType, bytes: upload.bytes })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
}

export function findUpload(db: Db, name: string) {
  return db.selectFrom('uploads').select(['content_type', 'bytes']).where('name', '=', name).executeTakeFirst()
}

export async function deleteUpload(db: Db, name: string): Promise<void> {
  await db.deleteFrom('uploads').where('name', '=', name).execute()
}
