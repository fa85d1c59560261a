import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination.tsx'

describe('pageWindow (at most five page links, SPEC §9)', () => {
  it('centres the current page when it can', () => {
    expect(pageWindow(1, 15)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(7, 15)).toEqual([5, 6, 7, 8, 9])
    expect(pageWindow(15, 15)).toEqual([11, 12, 13, 14, 15])
  })
  it('shows fewer when there are fewer pages', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 1)).toEqual([1])
  })
})
