import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { CloseIcon } from './icons.tsx'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

type DialogProps = {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  className?: string
  id?: string
  actions?: ReactNode
  /** Below the scrolling body, always in view (a sheet's "Show 12 departures") */
  footer?: ReactNode
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert, so focus stays
 * inside; Escape closes it and focus returns to what opened it.
 */
export function Dialog({ title, onClose, children, className, id, actions, footer }: DialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement as HTMLElement | null
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      opener?.focus?.()
      // The opener may be gone or disabled by what the dialog did (a confirmed "Delete all"): keep
      // focus in the dialog that held it rather than losing it to the page behind.
      if (opener && document.activeElement !== opener) opener.closest('dialog')?.querySelector<HTMLElement>('.dialog-head button')?.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React passes a nested dialog's cancel up its tree too: Escape closes only the top one.
        if (event.target !== ref.current) return
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        // showModal() makes the page inert, but Tab past the last control would still leave for the
        // browser's own toolbar: wrap it round inside this dialog instead.
        if (event.key !== 'Tab' || event.defaultPrevented || !ref.current) return
        const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (node) => node.closest('dialog') === ref.current && !node.hasAttribute('disabled'),
        )
        const first = focusable[0]
        const last = focusable.at(-1)
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose() // a click on the backdrop
      }}
    >
      <div className="dialog-panel">
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
            <CloseIcon />
          </button>
        </div>
        {actions ? <div className="dialog-actions">{actions}</div> : null}
        <div className="dialog-body">{children}</div>
        {footer ? <div className="dialog-foot">{footer}</div> : null}
      </div>
    </dialog>
  )
}
