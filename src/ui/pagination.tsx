import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import { ChevronBackIcon, ChevronIcon } from './icons.tsx'

/** The page numbers to show: at most `max`, the current one kept near the middle (SPEC §9: 5). */
export function pageWindow(page: number, pageCount: number, max = 5): number[] {
  const size = Math.min(max, pageCount)
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1)
  return Array.from({ length: size }, (_, index) => start + index)
}

type PaginationProps = {
  page: number
  pageCount: number
  /** where page n lives: the same route with its page number in the URL */
  linkTo: (page: number) => LinkProps
}

/** A `navigation` landmark of real links (previous, at most five numbers, next); hidden for one page. */
export function Pagination({ page, pageCount, linkTo }: PaginationProps) {
  const { t, i18n } = useLingui()
  if (pageCount <= 1) return null
  const number = new Intl.NumberFormat(i18n.locale)
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <ul>
        <li>
          {page > 1 ? (
            <Link {...linkTo(page - 1)} className="page-link" aria-label={t`Previous page`} rel="prev">
              <ChevronBackIcon />
            </Link>
          ) : (
            <span className="page-link is-disabled" aria-hidden="true">
              <ChevronBackIcon />
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            <Link {...linkTo(n)} className="page-link" aria-current={n === page ? 'page' : undefined} aria-label={t`Page ${number.format(n)}`}>
              {number.format(n)}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link {...linkTo(page + 1)} className="page-link" aria-label={t`Next page`} rel="next">
              <ChevronIcon />
            </Link>
          ) : (
            <span className="page-link is-disabled" aria-hidden="true">
              <ChevronIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
