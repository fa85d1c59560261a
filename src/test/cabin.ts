import type { Cabin } from '../../contract/liveaboards.ts'

/**
 * A liveaboard's cabin as the booking's cabins call answers it: four of the type on the main deck, all
 * left, en suite, 1,000 a diver, no supplement, no shared berth open; a test names what it is about.
 */
export const testCabin = (type: Cabin['type'], fields: Partial<Cabin> = {}): Cabin => ({
  type,
  name: type,
  deck: 'main',
  deckName: 'Main deck',
  berths: type === 'single' ? 1 : 2,
  enSuite: true,
  price: 1000,
  singleSupplement: null,
  cabinsTotal: 4,
  cabinsLeft: 4,
  sharedBerthsOpen: { Male: 0, Female: 0 },
  ...fields,
})
