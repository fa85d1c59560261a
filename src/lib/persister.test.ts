import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { describe, expect, it } from 'vitest'
import { pausePending } from './persister.ts'

const mutation = (status: 'pending' | 'success', isPaused: boolean) =>
  ({ mutationKey: ['account', 'cancel-reservation'], state: { status, isPaused, variables: { idempotencyKey: 'k' } } }) as unknown as PersistedClient['clientState']['mutations'][number]

describe('pausePending', () => {
  it('stores a write whose answer had not come back as paused, so it resumes (with its key) after a reload', () => {
    const client = { timestamp: 1, buster: 'b', clientState: { queries: [], mutations: [mutation('pending', false), mutation('pending', true)] } } as PersistedClient
    const stored = pausePending(client)
    expect(stored.clientState.mutations.map((m) => m.state.isPaused)).toEqual([true, true])
    expect(stored.clientState.mutations[0]!.state.variables).toEqual({ idempotencyKey: 'k' })
    expect(client.clientState.mutations[0]!.state.isPaused).toBe(false) // the live cache is not touched
  })
})
