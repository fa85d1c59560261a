import { describe, expect, it } from 'vitest'
import { reviewTitleStep } from './reviews.ts'

describe('reviewTitleStep (SPEC §4, one rule for the stored title and the shown one)', () => {
  it('is 5 from 5 up, 4, 3, 2, 1 for those ratings, 0 below 1', () => {
    expect([7, 5, 4.9, 4, 3.5, 3, 2, 1.2, 1, 0.9, 0, -2].map(reviewTitleStep)).toEqual([5, 5, 4, 4, 3, 3, 2, 1, 1, 0, 0, 0])
  })
})
