import { sql } from 'kysely'
import type { MarineLife } from '../../../contract/liveaboards.ts'
import type { Db } from '../schema.ts'

type Described = readonly [depthMinM: number, depthMaxM: number, life: readonly MarineLife[]]

/**
 * What the seed's named dive sites are like, by their English name: the depths a dive there spans
 * (reef top or deck to the deepest a recreational dive goes) and what divers go to see. Roughly what
 * the guides say of the real sites. Every site the seed places is here; one a later draw adds without
 * an entry has neither, and its route lists its name alone.
 */
const described: Readonly<Record<string, Described>> = {
  'Blue Hole': [6, 40, ['reef-fish', 'hard-corals', 'napoleon-wrasse']],
  'The Canyon': [10, 50, ['glassfish', 'lionfish', 'soft-corals']],
  Lighthouse: [3, 30, ['reef-fish', 'moray-eels', 'nudibranchs']],
  'Three Pools': [3, 25, ['hard-corals', 'turtles', 'reef-fish']],
  'Ras Mohammed': [5, 40, ['barracuda', 'reef-sharks', 'napoleon-wrasse', 'soft-corals']],
  'SS Thistlegorm': [16, 30, ['glassfish', 'barracuda', 'turtles', 'lionfish']],
  'Tiran Strait': [5, 40, ['hammerheads', 'turtles', 'hard-corals']],
  'Jackson Reef': [5, 40, ['hammerheads', 'turtles', 'soft-corals']],
  'Giftun Island': [5, 30, ['turtles', 'moray-eels', 'hard-corals']],
  'El Fanadir': [3, 25, ['reef-fish', 'soft-corals', 'nudibranchs']],
  'Carless Reef': [8, 28, ['moray-eels', 'napoleon-wrasse', 'hard-corals']],
  'Abu Nuhas Wrecks': [8, 32, ['glassfish', 'lionfish', 'soft-corals']],
  Elphinstone: [10, 40, ['oceanic-whitetips', 'hammerheads', 'soft-corals']],
  'Abu Dabbab': [3, 18, ['dugongs', 'turtles', 'reef-fish']],
  'Dolphin House': [3, 20, ['dolphins', 'reef-fish', 'hard-corals']],
  'Daedalus Reef': [10, 40, ['hammerheads', 'thresher-sharks', 'soft-corals']],
  'Shaab El Erg': [3, 18, ['dolphins', 'reef-fish', 'hard-corals']],
  'Panorama Reef': [5, 40, ['reef-sharks', 'barracuda', 'soft-corals']],
  'Salem Express': [12, 32, ['glassfish', 'lionfish', 'hard-corals']],
  'Abu Tair': [5, 30, ['reef-fish', 'soft-corals', 'eagle-rays']],
  'Chicken Wreck': [10, 25, ['glassfish', 'lionfish', 'moray-eels']],
  'Sharm Obhur': [3, 20, ['reef-fish', 'nudibranchs', 'hard-corals']],
  'Seven Sisters': [5, 35, ['reef-sharks', 'barracuda', 'soft-corals']],
  'Iona Wreck': [10, 30, ['glassfish', 'lionfish', 'soft-corals']],
  'Umluj Islands': [3, 25, ['turtles', 'reef-fish', 'hard-corals']],
  'Blue Lagoon': [2, 15, ['reef-fish', 'hard-corals', 'nudibranchs']],
  'Jabal Al Lith': [5, 30, ['manta-rays', 'turtles', 'hard-corals']],
  'Whale Shark Point': [3, 25, ['whale-sharks', 'manta-rays', 'reef-fish']],
  'Farasan Banks': [5, 40, ['reef-sharks', 'manta-rays', 'soft-corals']],
  'Cedar Pride Wreck': [16, 27, ['lionfish', 'soft-corals', 'moray-eels']],
  'Japanese Garden': [5, 25, ['hard-corals', 'reef-fish', 'turtles']],
  'Tank Wreck': [5, 8, ['lionfish', 'moray-eels', 'reef-fish']],
  "Sha'ab Rumi": [5, 40, ['hammerheads', 'reef-sharks', 'barracuda']],
  'Umbria Wreck': [5, 36, ['glassfish', 'barracuda', 'soft-corals']],
  'The Brothers': [10, 40, ['oceanic-whitetips', 'thresher-sharks', 'hammerheads', 'soft-corals']],
  'Zabargad Island': [5, 30, ['turtles', 'soft-corals', 'reef-fish']],
  'Fury Shoals': [3, 30, ['dolphins', 'reef-sharks', 'hard-corals']],
  'Shark and Yolanda Reef': [5, 40, ['reef-sharks', 'barracuda', 'soft-corals']],
  "St. John's Reef": [5, 35, ['reef-sharks', 'hammerheads', 'hard-corals']],
  'Rocky Island': [10, 40, ['oceanic-whitetips', 'reef-sharks', 'soft-corals']],
  'Rosalie Moller': [34, 50, ['glassfish', 'barracuda', 'soft-corals']],
  'Snoopy Island': [3, 15, ['turtles', 'reef-sharks', 'reef-fish']],
  'Martini Rock': [6, 22, ['soft-corals', 'moray-eels', 'reef-fish']],
  'Cement Barge': [20, 30, ['barracuda', 'reef-fish', 'moray-eels']],
  'Zainab Wreck': [24, 30, ['barracuda', 'reef-fish', 'glassfish']],
  'Daymaniyat Islands': [5, 25, ['turtles', 'whale-sharks', 'hard-corals']],
  'Fahal Island': [5, 35, ['reef-sharks', 'turtles', 'moray-eels']],
  'Lima Rock': [5, 40, ['manta-rays', 'eagle-rays', 'reef-fish']],
  'Octopus Rock': [5, 25, ['whale-sharks', 'barracuda', 'reef-fish']],
  'Manta Point': [5, 25, ['manta-rays', 'reef-fish', 'hard-corals']],
  'Banana Reef': [5, 30, ['reef-sharks', 'napoleon-wrasse', 'soft-corals']],
  'Chumphon Pinnacle': [14, 36, ['whale-sharks', 'barracuda', 'reef-fish']],
  'Sail Rock': [5, 40, ['whale-sharks', 'barracuda', 'reef-fish']],
  'USAT Liberty Wreck': [5, 30, ['reef-fish', 'soft-corals', 'nudibranchs']],
  'Nusa Penida': [5, 30, ['manta-rays', 'turtles', 'hard-corals']],
  'Pescador Island': [5, 40, ['reef-fish', 'turtles', 'soft-corals']],
  'Great Barrier Reef': [3, 30, ['turtles', 'reef-sharks', 'hard-corals']],
  'Pearl Beds': [3, 12, ['reef-fish', 'hard-corals', 'moray-eels']],
  'Kubbar Island': [3, 20, ['turtles', 'reef-fish', 'hard-corals']],
  'Sardine Run': [3, 25, ['turtles', 'reef-fish', 'soft-corals']],
  'Blue Hole Gozo': [5, 30, ['moray-eels', 'reef-fish', 'nudibranchs']],
  'Inland Sea': [3, 35, ['reef-fish', 'moray-eels', 'nudibranchs']],
  'Turtle Reef': [5, 22, ['turtles', 'eagle-rays', 'reef-fish']],
  'Palancar Reef': [10, 40, ['turtles', 'eagle-rays', 'hard-corals']],
  'Kaş Canyon': [5, 40, ['turtles', 'moray-eels', 'reef-fish']],
  'HMS Scylla': [14, 24, ['reef-fish', 'nudibranchs', 'soft-corals']],
  "Dixon's Pinnacle": [5, 40, ['manta-rays', 'barracuda', 'hard-corals']],
}

/**
 * Writes the depths and life of every named site the seed has placed, in one statement and without
 * drawing, so no draw of the seed's PRNG moves. Sites of the same name elsewhere do not exist: a name
 * is one place (./geography.ts).
 */
export async function describeSites(db: Db): Promise<void> {
  const rows = Object.entries(described).map(([name, [min, max, life]]) => sql`(${name}::text, ${min}::int, ${max}::int, ${sql.val([...life])}::text[])`)
  await sql`
    update places set depth_min_m = v.min, depth_max_m = v.max, life = v.life
    from (values ${sql.join(rows)}) as v (name, min, max, life)
    where places.kind = 'site' and places.name_en = v.name`.execute(db)
}
