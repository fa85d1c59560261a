import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A link to an address built at run time (a trip page, an invoice with its query), kept in the app. */
export function PathLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const router = useRouter()
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        router.history.push(href)
      }}
    >
      {children}
    </a>
  )
}
