import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { branchFilterOf } from '../../../contract/branches.ts'
import { directorySearchSchema } from '../../../contract/addresses.ts'

describe('directory search params', () => {
  it('keep valid filters and drop malformed ones instead of failing the page', () => {
    const parsed = v.parse(directorySearchSchema, { page: 2, country: 3, q: ' blue ', sort: 'za', language: 'ar', org: 'x', payLater: true, payNow: 'yes' })
    expect(parsed).toEqual({ page: 2, country: 3, q: 'blue', sort: 'za', language: 'ar', org: undefined, payLater: true, payNow: undefined })
    expect(v.parse(directorySearchSchema, { page: 0, sort: 'up' })).toEqual({ page: undefined, sort: undefined })
  })
  it('become the directory call’s filter body, with the spec’s four fields first', () => {
    expect(branchFilterOf({ page: 3, country: 7, q: 'Dahab', org: 2, payLater: true })).toEqual({
      DiveCenterName: 'Dahab',
      Page: 3,
      CountryId: 7,
      OrganizationId: 2,
      SortBy: 'az',
      Language: null,
      PayNow: null,
      PayLater: true,
    })
  })
})
