import './ui.css'
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export type TabItem = { id: string; label: ReactNode; content: ReactNode }

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move between tabs in reading order (mirrored in RTL),
 * Home/End jump; panels not shown stay out of the page.
 */
export function Tabs({ label, items, initial }: { label: string; items: TabItem[]; initial?: string }) {
  const [selected, setSelected] = useState(initial ?? items[0]?.id)
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const current = items.find((item) => item.id === selected) ?? items[0]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === current?.id)
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const back = rtl ? 'ArrowRight' : 'ArrowLeft'
    let next = -1
    if (event.key === forward) next = (index + 1) % items.length
    else if (event.key === back) next = (index - 1 + items.length) % items.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = items.length - 1
    if (next < 0) return
    event.preventDefault()
    setSelected(items[next]!.id)
    const tab = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]
    tab?.focus()
    // On a phone the row scrolls sideways; focus alone leaves a tab half out of it while any of it shows.
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === current?.id}
            tabIndex={item.id === current?.id ? 0 : -1}
            className="tab"
            onClick={() => setSelected(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current ? (
        <div className="tab-panel" role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`}>
          {current.content}
        </div>
      ) : null}
    </div>
  )
}
