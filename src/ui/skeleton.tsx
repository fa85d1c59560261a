import './ui.css'
import type { CSSProperties } from 'react'

type SkeletonProps = { width?: CSSProperties['width']; height?: CSSProperties['height']; lines?: number; className?: string; round?: boolean }

/** A grey placeholder shaped like the content it stands for: one block, or `lines` lines of text. */
export function Skeleton({ width, height = '1em', lines, className, round }: SkeletonProps) {
  if (lines) {
    return (
      <span className={`skeleton-lines ${className ?? ''}`} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className="skeleton" style={{ width: index === lines - 1 && lines > 1 ? '60%' : (width ?? '100%'), height }} />
        ))}
      </span>
    )
  }
  return <span className={`skeleton ${round ? 'skeleton-round' : ''} ${className ?? ''}`} style={{ width: width ?? '100%', height }} aria-hidden="true" />
}
