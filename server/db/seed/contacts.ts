import { sql } from 'kysely'
import type { Db } from '../schema.ts'

/**
 * Each branch's e-mail address and, for three in four, a WhatsApp number (its mobile, as centers on
 * the Red Sea mostly do), set after the catalogue is drawn and by id, so no draw of the seed's PRNG
 * moves and the rest of the data stays as it was. A center that takes no online booking is booked
 * through these (contract/departures.ts `takesOnlineBookings`), and some of those have no WhatsApp.
 */
export async function seedContacts(db: Db): Promise<void> {
  await db
    .updateTable('branches')
    .set({
      // The same host as the website the catalogue gives some dive centers (its name, lower case, letters and digits).
      email: sql<string>`case when kind = 'diveCenter'
        then 'bookings@' || lower(regexp_replace(name_en, '[^A-Za-z0-9]+', '', 'g')) || '.example'
        else lower(regexp_replace(name_en, '[^A-Za-z0-9]+', '.', 'g')) || '@instructors.example' end`,
      whatsapp: sql<string | null>`case when id % 4 <> 0 then mobile end`,
    })
    .execute()
}
