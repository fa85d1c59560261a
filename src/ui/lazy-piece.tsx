import { Component, type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense } from 'react'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

/** The piece's code did not arrive (offline, a file the browser could not fetch): not a bug in the piece. */
class PieceUnavailable extends Error {}

// One lazy component per loader while it works; a failed one is dropped, so the next try loads anew
// (React keeps a lazy component's failure for good). Values are read back only by their own loader.
const pieces = new Map<unknown, unknown>()

function pieceOf<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  const known = pieces.get(load) as LazyExoticComponent<ComponentType<P>> | undefined
  if (known) return known
  const piece = lazy(() =>
    load().catch((error: unknown) => {
      pieces.delete(load)
      throw new PieceUnavailable('a lazily loaded piece could not load', { cause: error })
    }),
  )
  pieces.set(load, piece)
  return piece
}

type BoundaryProps = { unavailable: ReactNode; children: () => ReactNode }

/**
 * Shows `unavailable` when the piece's code cannot arrive, and tries again when the browser is back
 * online or the page is shown again. Any other error is the piece's own: it goes on to the page's
 * error boundary, as it would without this one.
 */
class PieceBoundary extends Component<BoundaryProps, { failed: Error | null }> {
  override state: { failed: Error | null } = { failed: null }

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry)
    document.addEventListener('visibilitychange', this.retry)
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
    document.removeEventListener('visibilitychange', this.retry)
  }

  retry = () => {
    if (this.state.failed && document.visibilityState === 'visible') this.setState({ failed: null })
  }

  override render() {
    const { failed } = this.state
    if (!failed) return this.props.children()
    if (failed instanceof PieceUnavailable) return this.props.unavailable
    throw failed
  }
}

type LazyPieceProps<P> = {
  /** a stable loader (declared once, beside the component that uses it) */
  load: Loader<P>
  props: P
  /** while the code arrives */
  loading: ReactNode
  /** when it cannot (offline, its file never saved on this device): the page stays usable */
  unavailable: ReactNode
}

/**
 * A part of a page whose code loads when it is needed (the map, the reviews carousel, the photo
 * viewer). Offline before its file was ever saved, the rest of the page stays and this part says so
 * or shows a simpler version; back online, it loads.
 */
export function LazyPiece<P extends object>({ load, props, loading, unavailable }: LazyPieceProps<P>) {
  return (
    <PieceBoundary unavailable={unavailable}>
      {() => {
        const Piece = pieceOf(load)
        return (
          <Suspense fallback={loading}>
            <Piece {...props} />
          </Suspense>
        )
      }}
    </PieceBoundary>
  )
}
