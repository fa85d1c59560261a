/**
 * Only an address inside this app is a place to return to after sign-in: never another origin
 * (absolute, protocol-relative, backslash or percent-encoded tricks, `javascript:`), never back into
 * the sign-in screens.
 */
export function safeRedirect(target: string | undefined | null): string {
  if (!target) return '/'
  let decoded = target
  try {
    for (let round = 0; round < 3; round++) {
      const next = decodeURIComponent(decoded)
      if (next === decoded) break
      decoded = next
    }
  } catch {
    return '/'
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!target.startsWith('/') || !decoded.startsWith('/') || decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return '/'
  const url = new URL(target, window.location.origin)
  // The sign-in screens would loop; the activation is the one auth page a signed-in diver is sent back to.
  const loops = (url.pathname.startsWith('/auth/') || url.pathname === '/auth') && url.pathname !== '/auth/activate'
  if (url.origin !== window.location.origin || loops) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
