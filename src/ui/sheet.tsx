import './sheet.css'
import type { ReactNode } from 'react'
import { Dialog } from './dialog.tsx'

/**
 * A sheet: a modal dialog that rises from the bottom edge of a phone's screen, with its actions in a
 * footer that stays in view while its body scrolls. It is the Dialog (native <dialog>): the page behind
 * is inert and Tab wraps inside it, Escape and the close button close it, and focus goes back to the
 * button that opened it.
 */
export function Sheet({ title, onClose, children, footer }: { title: ReactNode; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  return (
    <Dialog title={title} onClose={onClose} className="sheet" footer={footer}>
      {children}
    </Dialog>
  )
}
