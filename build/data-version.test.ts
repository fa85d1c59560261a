import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dataVersion } from './data-version.ts'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

const contractOf = (files: Record<string, string>) => {
  folder = mkdtempSync(join(tmpdir(), 'data-version-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
  return dataVersion(folder)
}

describe('dataVersion', () => {
  const schema = "import * as v from 'valibot'\n/** a trip's seats */\nexport const Seats = v.object({ seats: v.number() })\n"

  it('keeps the saved data when only comments or layout change', () => {
    const before = contractOf({ 'trips.ts': schema })
    const reworded = contractOf({
      'trips.ts': "import * as v from 'valibot'\n// the seats left, said otherwise\nexport const Seats = v.object({\n  seats: v.number(),\n})\n",
    })
    expect(reworded).toBe(before)
  })

  it('drops it when a schema changes or a file comes, not for a test beside the contract', () => {
    const before = contractOf({ 'trips.ts': schema })
    expect(contractOf({ 'trips.ts': schema.replace('v.number()', 'v.string()') })).not.toBe(before)
    expect(contractOf({ 'trips.ts': schema, 'extras.ts': 'export const extras = []\n' })).not.toBe(before)
    // A test beside the contract is not the contract.
    expect(contractOf({ 'trips.ts': schema, 'trips.test.ts': 'export {}\n' })).toBe(before)
  })
})
