import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEventLike from '@testing-library/dom'
import { act } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../../../lib/i18n.ts'
import { PreferencesProvider } from '../../../lib/preferences-context.tsx'
import { LanguageSwitch } from './language-switch.tsx'

describe('LanguageSwitch', () => {
  beforeEach(async () => {
    await activateLanguage('en')
  })

  it('switches to Arabic: stores 2, sets lang and dir, and offers English back', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <PreferencesProvider>
          <LanguageSwitch />
        </PreferencesProvider>
      </I18nProvider>,
    )
    const button = screen.getByRole('button', { name: /العربية/ })
    act(() => {
      userEventLike.fireEvent.click(button)
    })
    // The Arabic catalog is a lazy chunk: wait for it rather than for a fixed time (slow under load).
    await waitFor(() => expect(localStorage.getItem('language')).toBe('2'))
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('button', { name: /English/ })).toBeTruthy()
    expect(screen.getByRole('button').getAttribute('title')).toBe('تغيير اللغة')
  })
})
