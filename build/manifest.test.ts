import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { webManifest } from './manifest.ts'

const publicDir = `${import.meta.dirname}/../public`

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(path)
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

describe.each(['en', 'ar'] as const)('the %s manifest', (lang) => {
  const manifest = webManifest(lang)

  it('is one app in either language, written in that language and direction', () => {
    expect(manifest.id).toBe('/')
    expect(manifest.lang).toBe(lang)
    expect(manifest.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr')
    expect(/[\u0600-\u06FF]/.test(`${manifest.name}${manifest.short_name}${manifest.description}`)).toBe(lang === 'ar')
    expect(manifest.orientation).toBeUndefined()
  })

  it('offers Bookings and Trips on a long press', () => {
    expect((manifest.shortcuts ?? []).map((shortcut) => shortcut.url)).toEqual(['/user/booking', '/trips'])
  })

  it('shows a phone and a wide screenshot of the app in its language, each the size it declares', () => {
    const screenshots = manifest.screenshots ?? []
    expect(screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide'])
    for (const shot of screenshots) {
      expect(shot.src).toContain(`-${lang}-`)
      expect(pngSize(`${publicDir}${shot.src}`)).toBe(shot.sizes)
    }
  })
})
