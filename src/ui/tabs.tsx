import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export type TabItem = { id: string; label: ReactNode; content: ReactNode }

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move between tabs in reading order (mirrored in RTL),
 * Home/End jump; only the selected panel is in the page.
 */
export function Tabs({ label, items, initial }: { label: string; items: TabItem[]; initial?: string }) {
  const [selected, setSelected] = useState(initial ?? items[0]?.id)
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const current = items.find((item) => item.id === selected) ?? items[0]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === current?.id)
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const keys: Record<string, number> = { [rtl ? 'ArrowLeft' : 'ArrowRight']: index + 1, [rtl ? 'ArrowRight' : 'ArrowLeft']: index - 1, Home: 0, End: items.length - 1 }
    const target = keys[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + items.length) % items.length
    setSelected(items[next]!.id)
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus()
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
        <div className="tab-panel" role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} tabIndex={0}>
          {current.content}
        </div>
      ) : null}
    </div>
  )
}
