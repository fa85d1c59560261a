import { describe, expect, it } from 'vitest'
import { call, servedOperations, useTestApp } from '../../test/harness.ts'

type Operation = { responses: Record<string, { description?: string }>; security?: Array<Record<string, unknown>> }

const t = useTestApp()

/**
 * What the document promises is what the server does: every operation is called as the document
 * describes it, with a token that is not valid, and whatever it answers is a status the document
 * lists. The operations come from the served document, so a new route is walked without editing
 * this file.
 */
describe('the OpenAPI document and the routes agree', () => {
  it('documents the 401 of every operation that reads a bearer token (all of them, public ones too)', async () => {
    const operations = await servedOperations<Operation>(t.app)
    const undocumented: string[] = []
    let answered401 = 0
    for (const { path, method, operation } of operations) {
      const url = path.replace(/\{\w+\}/g, '1')
      for (const token of ['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
        const response = await call(t.app, { method: method.toUpperCase(), url, token, payload: method === 'get' ? undefined : {} })
        if (response.status === 401) answered401++
        if (!(String(response.status) in operation.responses))
          undocumented.push(`${method.toUpperCase()} ${path} answers ${response.status}, not in the document`)
      }
      // The rule the answers show, for every operation: a token is read wherever one is sent.
      if (!operation.responses['401']) undocumented.push(`${method.toUpperCase()} ${path}: no 401`)
      if (!operation.security?.some((scheme) => 'bearer' in scheme)) undocumented.push(`${method.toUpperCase()} ${path}: no bearer scheme`)
    }
    expect(undocumented).toEqual([])
    expect(answered401).toBe(operations.length * 2)
  })
})
