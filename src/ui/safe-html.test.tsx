// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml } from './safe-html.tsx'

// jsdom: happy-dom's DOM is not faithful enough for DOMPurify (it drops allowed tags there).
describe('SafeHtml', () => {
  it('keeps headings, paragraphs and line breaks, and drops scripts, handlers, frames and javascript: links', () => {
    const { container } = render(
      <SafeHtml html={'<h2>Bookings</h2><p onclick="steal()">Safe<br>text</p><script>alert(1)</script><img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">x</a>'} />,
    )
    expect(container.querySelector('h2')?.textContent).toBe('Bookings')
    expect(container.querySelector('p')?.textContent).toBe('Safetext')
    expect(container.querySelector('br')).not.toBeNull()
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|iframe|javascript:/i)
  })
})
