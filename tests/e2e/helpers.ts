import { expect, type Page } from '@playwright/test'

export const DEMO = { email: 'diver@reefline.test', password: 'Reefline!2026' }

/** Opens the app in a language, the way a returning visitor has it stored (SPEC §3: 1 = en, 2 = ar). */
export async function openIn(page: Page, lang: 'en' | 'ar', path = '/') {
  await page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem('seeded-language')) {
        localStorage.setItem('language', value)
        sessionStorage.setItem('seeded-language', '1')
      }
    },
    lang === 'ar' ? '2' : '1',
  )
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

export async function signIn(page: Page, labels: { email: RegExp; password: RegExp; submit: RegExp }) {
  await page.getByLabel(labels.email).fill(DEMO.email)
  await page.getByLabel(labels.password).fill(DEMO.password)
  await page.getByRole('button', { name: labels.submit }).first().click()
}

export const en = { email: /^E-mail$/, password: /^Password$/, submit: /^Sign in$/ }
export const ar = { email: /^البريد الإلكتروني$/, password: /^كلمة المرور$/, submit: /^تسجيل الدخول$/ }

/** Fails when the page scrolls sideways, naming the elements that stick out of the window (a flake says its cause). */
export async function noHorizontalOverflow(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth
    // What a clipping or scrolling box holds cannot widen the page (a visually hidden table head, a tab list).
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') return true
      }
      return false
    }
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5) && !clipped(element)
      })
      .slice(0, 8)
      .map((element) => {
        const box = element.getBoundingClientRect()
        const name = element.tagName.toLowerCase() + (element.className ? `.${String(element.className).split(' ').join('.')}` : '')
        return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 30)}"`
      })
    return { overflow: document.documentElement.scrollWidth - width, culprits }
  })
  expect(overflow, `the page scrolls sideways by ${overflow} px; sticking out: ${culprits.join('; ') || 'nothing measurable'}`).toBeLessThanOrEqual(0)
}
