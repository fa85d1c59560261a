import { createHash } from 'node:crypto'

const palettes = [
  ['#0b3954', '#0f8b8d', '#7fd1c7', '#f4d35e'],
  ['#03256c', '#2541b2', '#1768ac', '#06bee1'],
  ['#05668d', '#028090', '#00a896', '#f0f3bd'],
  ['#1d3557', '#457b9d', '#a8dadc', '#e63946'],
  ['#0a2342', '#2ca58d', '#84bc9c', '#fffdf7'],
  ['#023e8a', '#0077b6', '#48cae4', '#ffb703'],
] as const

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Seed photos are drawn, not downloaded: a seascape whose colours, reef and fish follow a hash of
 * the name, so every branch and trip has its own picture and nothing comes from the internet.
 */
export function seedImageSvg(name: string): string {
  const hash = createHash('sha256').update(name).digest()
  const byte = (i: number) => hash[i % hash.length]!
  const [deep, mid, light, accent] = palettes[byte(0) % palettes.length]!
  const horizon = 120 + (byte(1) % 80)
  const fish = Array.from({ length: 3 + (byte(2) % 6) }, (_, i) => {
    const x = 60 + ((byte(3 + i) * 7) % 680)
    const y = horizon + 60 + ((byte(10 + i) * 3) % (420 - horizon - 60))
    const s = 0.6 + (byte(20 + i) % 10) / 10
    const flip = byte(24 + i) % 2 ? -1 : 1
    return `<g transform="translate(${x} ${y}) scale(${flip * s} ${s})"><path d="M0 0c14-12 34-12 46 0-12 12-32 12-46 0z" fill="${accent}"/><path d="M46 0l14-10v20z" fill="${accent}"/><circle cx="10" cy="-2" r="2.2" fill="${deep}"/></g>`
  }).join('')
  const reef = Array.from({ length: 7 }, (_, i) => {
    const x = i * 130 - 20 + (byte(30 + i) % 40)
    const h = 40 + (byte(5 + i) % 70)
    return `<ellipse cx="${x}" cy="500" rx="${70 + (byte(15 + i) % 40)}" ry="${h}" fill="${i % 2 ? light : mid}" opacity="0.55"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img"><title>${escape(name)}</title>
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="800" height="${horizon}" fill="url(#s)"/><circle cx="${560 + (byte(40) % 160)}" cy="${horizon - 40}" r="34" fill="${accent}" opacity="0.9"/>
<rect y="${horizon}" width="800" height="${500 - horizon}" fill="url(#w)"/>
<path d="M0 ${horizon}q50 -14 100 0t100 0 100 0 100 0 100 0 100 0 100 0 100 0v10H0z" fill="${light}" opacity="0.7"/>
${reef}${fish}</svg>`
}

/** An agency logo: its short name on a badge in its colours. */
export function organizationLogoSvg(shortName: string): string {
  const hash = createHash('sha256').update(shortName).digest()
  const [deep, , , accent] = palettes[hash[0]! % palettes.length]!
  const label = escape(shortName.toUpperCase().slice(0, 5))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img"><title>${label}</title>
<circle cx="60" cy="60" r="58" fill="${deep}"/><circle cx="60" cy="60" r="50" fill="none" stroke="${accent}" stroke-width="4"/>
<text x="60" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${label.length > 4 ? 22 : 28}" fill="#fff">${label}</text></svg>`
}
