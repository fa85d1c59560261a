import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ageOn, noRequirements, type Requirements, TravellerSchema, unmetRequirements } from './travellers.ts'

const diver = { dateOfBirth: '1990-06-15', level: 'openWater' as const, loggedDives: 12, nitrox: false, firstAid: false }
const asking = (requirements: Partial<Requirements>): Requirements => ({ ...noRequirements, ...requirements })

describe('unmetRequirements', () => {
  it('asks nothing of anyone when nothing is asked', () => {
    expect(unmetRequirements(noRequirements, { ...diver, level: 'none', loggedDives: 0 }, '2027-01-01')).toEqual([])
  })

  it('a level is met by it or any step above, or by the logged dives that stand in for it', () => {
    const wreck = asking({ minLevel: 'advancedOpenWater', orLoggedDives: 20 })
    expect(unmetRequirements(wreck, diver, '2027-01-01')).toEqual([{ need: 'level', level: 'advancedOpenWater', orLoggedDives: 20 }])
    expect(unmetRequirements(wreck, { ...diver, loggedDives: 20 }, '2027-01-01')).toEqual([])
    expect(unmetRequirements(wreck, { ...diver, level: 'rescue' }, '2027-01-01')).toEqual([])
    expect(unmetRequirements(asking({ minLevel: 'advancedOpenWater' }), { ...diver, loggedDives: 500 }, '2027-01-01')).toHaveLength(1)
  })

  it('says every rule a traveller misses, in order', () => {
    const rescue = asking({ minLevel: 'advancedOpenWater', minLoggedDives: 40, nitrox: true, firstAid: true, minAge: 40 })
    expect(unmetRequirements(rescue, diver, '2027-01-01').map((unmet) => unmet.need)).toEqual(['level', 'loggedDives', 'nitrox', 'firstAid', 'age'])
  })

  it('counts the age on the start date, a birthday on that day counting', () => {
    expect(ageOn('2012-03-10', '2027-03-09')).toBe(14)
    expect(ageOn('2012-03-10', '2027-03-10')).toBe(15)
    expect(unmetRequirements(asking({ minAge: 15 }), { ...diver, dateOfBirth: '2012-03-10' }, '2027-03-09')).toEqual([{ need: 'age', age: 15 }])
    expect(unmetRequirements(asking({ minAge: 15 }), { ...diver, dateOfBirth: '2012-03-10' }, '2027-03-10')).toEqual([])
    expect(unmetRequirements(asking({ minAge: 15 }), { ...diver, dateOfBirth: null }, '2027-03-10')).toEqual([{ need: 'age', age: 15 }])
  })
})

describe('TravellerSchema', () => {
  const entered = {
    fullName: ' Omar Nabil ',
    dateOfBirth: '1990-01-01',
    agencyId: 1,
    level: 'openWater',
    loggedDives: 8,
    lastDiveDate: null,
    nitrox: false,
    firstAid: false,
  }
  it('takes a traveller and trims the name; notes default to none', () => {
    expect(v.parse(TravellerSchema, entered)).toMatchObject({ fullName: 'Omar Nabil', notes: '' })
  })
  it('a certified traveller names the agency, and an uncertified one names none', () => {
    expect(v.safeParse(TravellerSchema, { ...entered, agencyId: null }).success).toBe(false)
    expect(v.safeParse(TravellerSchema, { ...entered, level: 'none' }).success).toBe(false)
    expect(v.safeParse(TravellerSchema, { ...entered, level: 'none', agencyId: null }).success).toBe(true)
  })
  it('refuses a birth that is not one, and a last dive after today', () => {
    expect(v.safeParse(TravellerSchema, { ...entered, dateOfBirth: '2999-01-01' }).success).toBe(false)
    expect(v.safeParse(TravellerSchema, { ...entered, dateOfBirth: '1850-01-01' }).success).toBe(false)
    expect(v.safeParse(TravellerSchema, { ...entered, dateOfBirth: '1990-02-30' }).success).toBe(false)
    expect(v.safeParse(TravellerSchema, { ...entered, lastDiveDate: '2999-01-01' }).success).toBe(false)
  })
})
