import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test/render.tsx'
import { type ResultsView, ResultsViewSwitch } from './results-view-switch.tsx'

function Switch() {
  const [view, setView] = useState<ResultsView>('list')
  return <ResultsViewSwitch view={view} onChange={setView} />
}

describe('the list or map switch on a phone', () => {
  for (const [locale, list, map] of [
    ['en', 'List', 'Map'],
    ['ar', 'قائمة', 'خريطة'],
  ] as const) {
    it(`${locale}: two buttons, the list pressed first, the map once chosen`, async () => {
      await renderWithProviders(<Switch />, { locale })
      const listButton = screen.getByRole('button', { name: list })
      const mapButton = screen.getByRole('button', { name: map })
      expect(listButton.getAttribute('aria-pressed')).toBe('true')
      expect(mapButton.getAttribute('aria-pressed')).toBe('false')
      fireEvent.click(mapButton)
      expect(mapButton.getAttribute('aria-pressed')).toBe('true')
      expect(listButton.getAttribute('aria-pressed')).toBe('false')
    })
  }
})
