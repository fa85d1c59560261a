import { Component, type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense } from 'react'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

// One lazy component per loader while it works; a failed one is dropped, so the next try loads anew
// (React keeps a lazy component's failure for good). Values are read back only by their own loader.
const pieces = new Map<unknown, unknown>()

function pieceOf<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  const known = pieces.get(load) as LazyExoticComponent<ComponentType<P>> | undefined
  if (known) return known
  const piece = lazy(() =>
    load().catch((error: unknown) => {
      pieces.delete(load)
      throw error
    }),
  )
  pieces.set(load, piece)
  return piece
}

type BoundaryProps = { unavailable: ReactNode; children: () => ReactNode }

/** Shows `unavailable` when the piece's code cannot arrive, and tries again when the browser is back online. */
class PieceBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry)
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
  }

  retry = () => {
    if (this.state.failed) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? this.props.unavailable : this.props.children()
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
