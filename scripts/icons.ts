import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './build-stamp.ts'
import { encodePng } from './png.ts'

type Rgb = readonly [number, number, number]
const accent: Rgb = [15, 139, 141]
const white: Rgb = [255, 255, 255]

/** The logo (a teal disc, two waves and a sun) drawn at any size, 4× supersampled. */
function drawLogo(size: number, fullBleed: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4)
  const scale = fullBleed ? 0.72 : 1 // maskable icons keep the art in the safe zone
  const sample = (x: number, y: number): [Rgb, number] | null => {
    // logo space 0..32
    const u = ((x / size - 0.5) / scale) * 32 + 16
    const v = ((y / size - 0.5) / scale) * 32 + 16
    const inDisc = (u - 16) ** 2 + (v - 16) ** 2 <= 256
    if (!inDisc && !fullBleed) return null
    const wave1 = Math.abs(v - (16.5 + 1.5 * Math.cos(((u - 5) / 5.5) * Math.PI))) < 1.15 && u > 4 && u < 28
    const wave2 = Math.abs(v - (22 + 1 * Math.cos(((u - 7) / 4.5) * Math.PI))) < 1.15 && u > 6 && u < 26
    const sun = (u - 20) ** 2 + (v - 9.5) ** 2 <= 6.25
    return [(wave1 || wave2 || sun) && (inDisc || fullBleed) ? white : accent, 255]
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const hit = sample(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)
          if (!hit) continue
          r += hit[0][0]
          g += hit[0][1]
          b += hit[0][2]
          a += 1
        }
      }
      const i = (y * size + x) * 4
      if (a > 0) {
        pixels[i] = Math.round(r / a)
        pixels[i + 1] = Math.round(g / a)
        pixels[i + 2] = Math.round(b / a)
      }
      pixels[i + 3] = Math.round((a / 16) * 255)
    }
  }
  return pixels
}

const out = join(root, 'public', 'icons')
for (const [name, size, bleed] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  writeFileSync(join(out, name), encodePng(size, size, drawLogo(size, bleed)))
  console.log(`public/icons/${name}`)
}
