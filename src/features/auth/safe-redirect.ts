/**
 * Only an address inside this app is a place to return to after sign-in: never another origin
 * (absolute, protocol-relative, backslash or percent-encoded tricks, `javascript:`), never back into
 * the sign-in screens.
 */
export function safeRedirect(target: string | undefined | null): string {
  if (!target || !target.startsWith('/') || leavesTheApp(target)) return '/'
  const url = new URL(target, window.location.origin)
  // The sign-in screens would loop; the activation is the one auth page a signed-in diver is sent back to.
  const loops = (url.pathname.startsWith('/auth/') || url.pathname === '/auth') && url.pathname !== '/auth/activate'
  if (url.origin !== window.location.origin || loops) return '/'
  const result = `${url.pathname}${url.search}${url.hash}`
  // Checked again as it comes out: the parser resolves dot segments, so `/.//evil.example` or
  // `/a/%2e%2e//evil.example` passes as written and becomes `//evil.example`, another origin to the router.
  return leavesTheApp(result) ? '/' : result
}

/**
 * True for an address that is not a path of this app once percent-decoded (up to three times): one
 * not starting with a single `/`, or holding a backslash or a control character (which browsers
 * treat as `/` or drop).
 */
function leavesTheApp(address: string): boolean {
  let decoded = address
  try {
    for (let round = 0; round < 3; round++) {
      const next = decodeURIComponent(decoded)
      if (next === decoded) break
      decoded = next
    }
  } catch {
    return true
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return !decoded.startsWith('/') || decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded)
}
