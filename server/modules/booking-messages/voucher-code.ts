import { PNG } from 'pngjs'
import { encode } from 'uqr'

/**
 * The voucher's QR code as a PNG for an e-mail: the same encoding as the voucher screen draws (uqr,
 * error correction M, a quiet zone of four modules), black on white at `scale` pixels a module. A
 * PNG because mail programs do not show SVG.
 */
export function voucherCodePng(value: string, scale = 6): Buffer {
  const { size, data } = encode(value, { ecc: 'M', border: 4 })
  const png = new PNG({ width: size * scale, height: size * scale, colorType: 0, inputColorType: 0, bitDepth: 8, inputHasAlpha: false })
  const pixels = Buffer.alloc(size * scale * size * scale, 255)
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++) pixels.fill(0, ((y * scale + dy) * size + x) * scale, ((y * scale + dy) * size + x + 1) * scale)
    }),
  )
  png.data = pixels
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false })
}
