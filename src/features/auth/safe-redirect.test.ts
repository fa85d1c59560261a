import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect (SPEC §4 return address)', () => {
  it('keeps an address inside the app, with its query and hash', () => {
    expect(safeRedirect('/user/wallet')).toBe('/user/wallet')
    expect(safeRedirect('/user/invoice/7?type=trip&lang=ar#top')).toBe('/user/invoice/7?type=trip&lang=ar#top')
  })
  it('sends anything missing home', () => {
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('')).toBe('/')
  })
  it.each([
    'https://evil.example/steal',
    'http://evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /user',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '%68ttps://evil.example',
    '/user%0d%0aSet-Cookie:x',
    '/%E0%A4%A',
  ])('refuses %s', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })
  // The URL parser resolves dot segments: each of these passes a check of the input as written and
  // comes out as `//evil.example`, which the router reads as another origin (protocol-relative).
  it.each([
    '/.//evil.example',
    '/././/evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/a/b/../..//evil.example',
    '/..//evil.example',
    '/.///evil.example',
    '/.//evil.example?x=1#y',
    '/.\t//evil.example',
    '/\t/evil.example',
    '/.\n//evil.example',
    '/\r\n/evil.example',
    '/.%09//evil.example',
    '/%09/evil.example',
    '/./%5Cevil.example',
  ])('refuses %j, which the URL parser would turn into another origin', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })
  it('still resolves harmless dot segments inside the app', () => {
    expect(safeRedirect('/user/./profile')).toBe('/user/profile')
    expect(safeRedirect('/trips/../user/wallet')).toBe('/user/wallet')
  })
  it('never returns into the sign-in screens (no redirect loops)', () => {
    expect(safeRedirect('/auth/signin?redirect=%2Fuser')).toBe('/')
    expect(safeRedirect('/auth/signup')).toBe('/')
  })
  it('returns to the activation, which needs a signed-in diver and so cannot loop', () => {
    expect(safeRedirect('/auth/activate?redirect=%2Fuser%2Fprofile')).toBe('/auth/activate?redirect=%2Fuser%2Fprofile')
  })
})
