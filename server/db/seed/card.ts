import { PNG } from 'pngjs'

/** 5×7 capitals and digits for the card's printing, row by row ('#' is ink): only the characters a seeded card prints. */
const glyphs: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  L: '#.... #.... #.... #.... #.... #.... #####',
  N: '#...# ##..# #.#.# #..## #...# #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# ##.## #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '9': '.###. #...# #...# .#### ....# ....# .###.',
  '-': '..... ..... ..... .###. ..... ..... .....',
  ' ': '..... ..... ..... ..... ..... ..... .....',
}

type Rgb = readonly [number, number, number]

/**
 * The demo diver's certification card as a PNG drawn here, pixel by pixel (no file to keep, nothing
 * fetched): an agency card in the sea's blues with a dive flag, a photo's place, and the name, the
 * level and the diver number printed on it, so the certificate screen and the trip pack have a
 * real picture to keep. `lines` are printed as they are, in the capitals and digits above.
 */
export function certificationCardPng(agency: string, lines: readonly [name: string, level: string, number: string]): Buffer {
  const width = 480
  const height = 300
  const png = new PNG({ width, height })
  const put = (x: number, y: number, [r, g, b]: Rgb, alpha = 255) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const at = (y * width + x) * 4
    png.data[at] = r
    png.data[at + 1] = g
    png.data[at + 2] = b
    png.data[at + 3] = alpha
  }
  const box = (x0: number, y0: number, w: number, h: number, colour: Rgb) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) put(x, y, colour)
  }
  const print = (text: string, x0: number, y0: number, scale: number, colour: Rgb) => {
    ;[...text].forEach((char, n) => {
      const rows = (glyphs[char] ?? glyphs[' ']!).split(' ')
      rows.forEach((row, gy) =>
        [...row].forEach((ink, gx) => {
          if (ink === '#') box(x0 + (n * 6 + gx) * scale, y0 + gy * scale, scale, scale, colour)
        }),
      )
    })
  }

  // The sea: deep blue at the top to a reef's teal, a lighter swell across the foot.
  for (let y = 0; y < height; y++) {
    const t = y / height
    for (let x = 0; x < width; x++) {
      const swell = y > 230 + 8 * Math.sin(x / 30)
      put(x, y, swell ? [40, 170, 190] : [Math.round(8 + 12 * t), Math.round(60 + 90 * t), Math.round(110 + 60 * t)])
    }
  }
  // The dive flag: red, a white stripe from its top left to its bottom right.
  box(392, 24, 64, 44, [214, 40, 40])
  for (let x = 0; x < 64; x++) for (let d = -5; d <= 5; d++) put(392 + x, 24 + Math.round((x * 44) / 64) + d, [255, 255, 255])
  print(agency, 24, 28, 5, [255, 255, 255])
  // The photo's place: a light frame and a diver's outline in it.
  box(24, 96, 104, 128, [226, 236, 240])
  for (let y = 96; y < 224; y++) {
    for (let x = 24; x < 128; x++) {
      const head = (x - 76) ** 2 + (y - 142) ** 2 < 22 ** 2
      const shoulders = y > 176 && ((x - 76) / 46) ** 2 + ((y - 224) / 44) ** 2 < 1
      if (head || shoulders) put(x, y, [120, 150, 165])
    }
  }
  print(lines[0], 148, 104, 3, [255, 255, 255])
  print(lines[1], 148, 150, 2, [200, 236, 240])
  print(lines[2], 148, 186, 2, [255, 255, 255])
  // A card's rounded corners: outside them, nothing.
  const radius = 18
  for (const [cx, cy] of [
    [radius, radius],
    [width - radius - 1, radius],
    [radius, height - radius - 1],
    [width - radius - 1, height - radius - 1],
  ] as const) {
    for (let y = 0; y < radius; y++) {
      for (let x = 0; x < radius; x++) {
        const px = cx < width / 2 ? x : width - 1 - x
        const py = cy < height / 2 ? y : height - 1 - y
        if ((px - cx) ** 2 + (py - cy) ** 2 > radius ** 2) put(px, py, [0, 0, 0], 0)
      }
    }
  }
  return PNG.sync.write(png)
}
