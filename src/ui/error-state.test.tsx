import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/client.ts'
import { activateLanguage, i18n } from '../lib/i18n.ts'
import { ErrorState } from './error-state.tsx'

describe('ErrorState', () => {
  it('says what happened in Arabic and retries', async () => {
    await activateLanguage('ar')
    const onRetry = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <ErrorState error={new ApiError(0, 'NetworkError', 'Network error')} onRetry={onRetry} />
      </I18nProvider>,
    )
    expect(screen.getByRole('alert').textContent).toContain('أنت غير متصل')
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
