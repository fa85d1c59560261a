import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LazyPiece } from './lazy-piece.tsx'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

function Broken(): ReactNode {
  throw new Error('a bug in the piece')
}

/** Stands for the route's error boundary: what LazyPiece does not handle arrives here. */
class PageBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ? <p>page error: {this.state.error}</p> : this.props.children
  }
}

describe('LazyPiece', () => {
  it('shows its piece once the code arrives, with its props', async () => {
    const load = () => Promise.resolve({ default: Greeting })
    render(<LazyPiece load={load} props={{ name: 'Layla' }} loading={<p>loading</p>} unavailable={<p>unavailable</p>} />)
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('Hello Layla')).toBeTruthy()
  })

  it('says so when the code cannot arrive, keeps the page, and loads it when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
    let online = false
    const load = vi.fn(() => (online ? Promise.resolve({ default: Greeting }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))))
    render(
      <PageBoundary>
        <p>the rest of the page</p>
        <LazyPiece load={load} props={{ name: 'Omar' }} loading={<p>loading</p>} unavailable={<p>needs a connection</p>} />
      </PageBoundary>,
    )
    expect(await screen.findByText('needs a connection')).toBeTruthy()
    expect(screen.getByText('the rest of the page')).toBeTruthy()
    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await Promise.resolve()
    })
    expect(await screen.findByText('Hello Omar')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('leaves a bug in the piece to the page, not to "unavailable"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
    const load = () => Promise.resolve({ default: Broken })
    render(
      <PageBoundary>
        <LazyPiece load={load} props={{}} loading={<p>loading</p>} unavailable={<p>needs a connection</p>} />
      </PageBoundary>,
    )
    expect(await screen.findByText('page error: a bug in the piece')).toBeTruthy()
    expect(screen.queryByText('needs a connection')).toBeNull()
  })
})
