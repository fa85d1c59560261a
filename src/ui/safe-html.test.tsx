// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml } from './safe-html.tsx'

// jsdom: happy-dom's DOM is not faithful enough for DOMPurify (it drops allowed tags there).
describe('SafeHtml', () => {
  it('keeps headings, paragraphs and line breaks, and drops scripts, handlers, frames and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2>Bookings</h2><p onclick="steal()">Safe<br>text</p><script>alert(1)</script><img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">x</a>'
        }
      />,
    )
    expect(container.querySelector('h2')?.textContent).toBe('Bookings')
    expect(container.querySelector('p')?.textContent).toBe('Safetext')
    expect(container.querySelector('br')).not.toBeNull()
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|iframe|javascript:/i)
  })
})

describe('SafeHtml images', () => {
  it('keeps our own uploads and drops any other picture: another host (refused by the CSP) or a path that is not one', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Boat<img src="/media/uploads/boat.jpg" alt="Our boat"></p><img src="x"><img src="https://tracker.example/pixel.gif"><img src="//cdn.example/a.png"><img src="data:image/png;base64,AAAA"><img>'
        }
      />,
    )
    const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))
    expect(sources).toEqual(['/media/uploads/boat.jpg'])
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Our boat')
  })
})
