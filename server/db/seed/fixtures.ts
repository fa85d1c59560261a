import type { Db } from '../schema.ts'
import type { SeededCatalogue } from './catalogue.ts'

/**
 * Two records the browser tests rely on, applied after everything random is drawn (the PRNG
 * sequence, and so the rest of the data, stays as it was):
 * - the first dive center's description carries a script and an image with an onerror handler,
 *   which the page must render inert (it sanitizes HTML from the database);
 * - the second dive center has no coordinates (0/0), so its page shows no map.
 */
export async function seedTestFixtures(db: Db, catalogue: SeededCatalogue): Promise<void> {
  const [unsafe, unmapped] = catalogue.branchIds
  if (unsafe !== undefined) {
    const branch = await db.selectFrom('branches').select(['description_en', 'description_ar']).where('id', '=', unsafe).executeTakeFirstOrThrow()
    const payload = '<script>window.__xss = "script"</script><img src="x" onerror="window.__xss = \'onerror\'">'
    await db
      .updateTable('branches')
      .set({ description_en: `${branch.description_en}<br>${payload}`, description_ar: `${branch.description_ar}<br>${payload}` })
      .where('id', '=', unsafe)
      .execute()
  }
  if (unmapped !== undefined) await db.updateTable('branches').set({ lat: 0, lng: 0 }).where('id', '=', unmapped).execute()
}
