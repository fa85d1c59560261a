import type { GearKind } from '../../../contract/gear.ts'
import type { Db } from '../schema.ts'
import { priceIn } from './catalogue.ts'

type PriceListEntry = { kind: GearKind; en: string; ar: string; usd: number; per: 'day' | 'trip'; sizes: Array<[string, number]>; every?: number }

const oneSize = (stock: number): Array<[string, number]> => [['', stock]]

/**
 * What a Red Sea center rents, at the region's prices (in US dollars, written in each center's
 * currency): sizes with a few of each, so a busy date can run out of a size. Torches are rented at
 * every second center and nitrox at every third.
 */
const priceList: PriceListEntry[] = [
  { kind: 'bcd', en: 'BCD', ar: 'سترة التوازن', usd: 8, per: 'day', sizes: ['XS', 'S', 'M', 'L', 'XL'].map((size) => [size, 4]) },
  { kind: 'regulator', en: 'Regulator', ar: 'منظم التنفس', usd: 8, per: 'day', sizes: oneSize(12) },
  { kind: 'wetsuit', en: 'Wetsuit 5 mm', ar: 'بدلة غوص 5 مم', usd: 6, per: 'day', sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => [size, 3]) },
  { kind: 'fins', en: 'Fins', ar: 'زعانف', usd: 5, per: 'trip', sizes: ['36–37', '38–39', '40–41', '42–43', '44–45'].map((size) => [size, 3]) },
  { kind: 'mask', en: 'Mask and snorkel', ar: 'قناع وأنبوب تنفس', usd: 3, per: 'trip', sizes: oneSize(12) },
  { kind: 'computer', en: 'Dive computer', ar: 'كمبيوتر غوص', usd: 10, per: 'day', sizes: oneSize(4) },
  { kind: 'torch', en: 'Dive torch', ar: 'مصباح غوص', usd: 6, per: 'day', sizes: oneSize(3), every: 2 },
  { kind: 'nitrox', en: 'Nitrox fills', ar: 'تعبئة نيتروكس', usd: 12, per: 'day', sizes: oneSize(10), every: 3 },
]

/**
 * A price list for four centers in five (every fifth rents nothing: its divers bring their own),
 * chosen by id so no seeded draw moves.
 */
export async function seedRentals(db: Db): Promise<void> {
  const branches = await db.selectFrom('branches').select(['id', 'currency']).orderBy('id').execute()
  for (const branch of branches.filter((one) => one.id % 5 !== 0)) {
    const entries = priceList.filter((entry) => branch.id % (entry.every ?? 1) === 0)
    const rentals = await db
      .insertInto('branch_rentals')
      .values(
        entries.map((entry, position) => ({
          branch_id: branch.id,
          kind: entry.kind,
          name_en: entry.en,
          name_ar: entry.ar,
          price: priceIn(entry.usd, branch.currency),
          per: entry.per,
          position,
        })),
      )
      .returning('id')
      .execute()
    await db
      .insertInto('rental_sizes')
      .values(entries.flatMap((entry, at) => entry.sizes.map(([size, stock], position) => ({ rental_id: rentals[at]!.id, size, stock, position }))))
      .execute()
  }
}
