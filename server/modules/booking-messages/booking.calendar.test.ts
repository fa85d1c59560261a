import { describe, expect, it } from 'vitest'
import { foldCalendar } from './booking.calendar.ts'

const octets = (text: string) => Buffer.byteLength(text, 'utf8')
const unfold = (ics: string) => ics.replace(/\r\n /g, '')

describe('foldCalendar: RFC 5545 §3.1 lines of at most 75 octets', () => {
  // Latin (1 octet), Arabic (2), a sign of 3 octets and an emoji of 4, so a fold falls inside each kind of character.
  const alphabets = ['a', 'ب', '€', '🤿']
  const lines = alphabets.flatMap((letter, index) => Array.from({ length: 90 }, (_, length) => `SUMMARY:${'x'.repeat(index)}${letter.repeat(length + 30)}`))

  it('keeps every line within 75 octets, never cuts a character, and unfolds to the original', () => {
    for (const line of lines) {
      const folded = foldCalendar(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`)
      const physical = folded.split('\r\n')
      for (const part of physical) {
        expect(octets(part), part).toBeLessThanOrEqual(75)
        expect(part).not.toContain('\uFFFD')
        expect(part.isWellFormed()).toBe(true)
      }
      expect(physical.slice(2, -2).every((part) => part.startsWith(' '))).toBe(true)
      expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`)
    }
  })
  it('fills each line: a fold comes only when the next character would not fit', () => {
    const folded = foldCalendar(`SUMMARY:${'ب'.repeat(60)}\r\n`).split('\r\n')
    // 8 octets of name, then 33 letters of 2 octets: 74; the 34th would make 76.
    expect(folded[0]).toBe(`SUMMARY:${'ب'.repeat(33)}`)
    // A space and 27 letters: 55 octets, the rest.
    expect(folded[1]).toBe(` ${'ب'.repeat(27)}`)
  })
  it('undoes a fold made at 75 characters, with a tab, by the package that writes the event', () => {
    const ics = `SUMMARY:${'ب'.repeat(67)}\r\n\t${'ب'.repeat(10)}\r\n`
    expect(unfold(foldCalendar(ics))).toBe(`SUMMARY:${'ب'.repeat(77)}\r\n`)
  })
})
