import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { pageParam } from '../../contract/addresses.ts'
import { pageBeyondEnd } from './paging.ts'

describe('pageBeyondEnd (trips and directory alike)', () => {
  it('sends a page past the end to the last page, and to page 1 when nothing matches', () => {
    expect(pageBeyondEnd(500, 8)).toBe(8)
    expect(pageBeyondEnd(9, 8)).toBe(8)
    expect(pageBeyondEnd(3, 0)).toBe(1)
  })
  it('leaves a page that exists where it is', () => {
    expect(pageBeyondEnd(8, 8)).toBeNull()
    expect(pageBeyondEnd(1, 0)).toBeNull()
  })
  it('reads any whole page number from 1 in an address', () => {
    expect(v.is(pageParam, 500)).toBe(true)
    expect(v.is(pageParam, 0)).toBe(false)
    expect(v.is(pageParam, 2.5)).toBe(false)
  })
})
