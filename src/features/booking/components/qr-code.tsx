import { encode } from 'uqr'

/**
 * A QR code drawn on the device as one SVG path (no image to fetch, so it shows offline and
 * prints sharp). The quiet zone is part of the drawing, and it stays dark-on-light in either theme.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, data } = encode(value, { ecc: 'M', border: 4 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-value={value}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
