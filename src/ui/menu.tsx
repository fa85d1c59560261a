import './menu.css'
import { Link, type LinkProps } from '@tanstack/react-router'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { CaretDownIcon, ExternalIcon } from './shell-icons.tsx'

export type MenuItem =
  | { key: string; label: ReactNode; kind: 'link'; link: LinkProps; lang?: string }
  | { key: string; label: ReactNode; kind: 'external'; href: string }
  | { key: string; label: ReactNode; kind: 'action'; onSelect: () => void; checked?: boolean; lang?: string }

type MenuProps = {
  /** accessible name of the button when `button` is not plain text */
  label: string
  button: ReactNode
  items: MenuItem[]
  className?: string
  align?: 'start' | 'end'
}

/** A disclosure menu: real button, arrow keys between items, Escape and outside click close it. */
export function Menu({ label, button, items, className, align = 'start' }: MenuProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    root.current?.querySelector<HTMLElement>('[role="menuitem"], [role="menuitemradio"]')?.focus()
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) trigger.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? [])]
    const index = entries.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      entries[(index + step + entries.length) % entries.length]?.focus()
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      entries[event.key === 'Home' ? 0 : entries.length - 1]?.focus()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div className={`menu ${className ?? ''}`} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
        <CaretDownIcon />
      </button>
      {open ? (
        <ul className={`menu-list menu-${align}`} role="menu" id={id} aria-label={label}>
          {items.map((item) => (
            <li key={item.key} role="none">
              {item.kind === 'link' ? (
                <Link {...item.link} role="menuitem" lang={item.lang} onClick={() => close(false)}>
                  {item.label}
                </Link>
              ) : item.kind === 'external' ? (
                <a href={item.href} role="menuitem" target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
                  {item.label} <ExternalIcon />
                </a>
              ) : (
                <button
                  type="button"
                  role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                  aria-checked={item.checked}
                  lang={item.lang}
                  onClick={() => {
                    item.onSelect()
                    close(true)
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
