import { describe, expect, it } from 'vitest'
import { slugify } from './slug.ts'

describe('slugify (SPEC §9)', () => {
  it('keeps letters, digits and underscores, turning spaces into hyphens', () => {
    expect(slugify('Blue Hole Divers 2')).toBe('Blue-Hole-Divers-2')
    expect(slugify('snake_case name')).toBe('snake_case-name')
  })
  it('drops punctuation and symbols', () => {
    expect(slugify("Poseidon's Dive & Co. (Dahab)!")).toBe('Poseidons-Dive-Co-Dahab')
  })
  it('keeps Arabic letters', () => {
    expect(slugify('مركز الغوص، دهب')).toBe('مركز-الغوص-دهب')
  })
  it('turns an empty result into LINK', () => {
    expect(slugify('!!! ???')).toBe('LINK')
    expect(slugify('')).toBe('LINK')
  })
})
