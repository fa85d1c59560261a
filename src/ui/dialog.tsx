import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { CloseIcon } from './icons.tsx'

type DialogProps = {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  className?: string
  id?: string
  actions?: ReactNode
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert, so focus stays
 * inside; Escape closes it and focus returns to what opened it.
 */
export function Dialog({ title, onClose, children, className, id, actions }: DialogProps) {
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
    }
  }, [])
  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
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
      </div>
    </dialog>
  )
}
