import { describe, expect, it } from 'vitest'
import { greeting, NAME_IN_MAIL_MAX, nameForMail } from './greeting.ts'

const graphemeCount = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length

describe('the name a mail greets by', () => {
  it('keeps an ordinary name as it is, in English and in Arabic', () => {
    expect(greeting('Omar Saleh', 'en')).toBe('Hello Omar Saleh,')
    expect(greeting("Siobhán O'Brien-Kelly", 'en')).toBe("Hello Siobhán O'Brien-Kelly,")
    expect(greeting('مريم عبد الرَّحمن', 'ar')).toBe('مرحبًا مريم عبد الرَّحمن،')
    expect(nameForMail('J. R. R. Tolkien')).toBe('J. R. R. Tolkien')
    expect(nameForMail('👩🏽‍🤿 Sara')).toBe('👩🏽‍🤿 Sara')
    // Persian needs the zero-width non-joiner inside a word.
    expect(nameForMail('مهرداد\u200Cزاده')).toBe('مهرداد\u200Cزاده')
  })

  it('takes out line breaks and control characters: the name is one line', () => {
    expect(nameForMail('Sara\r\nYour account is locked')).toBe('Sara Your account is locked')
    expect(nameForMail('Sara\rBcc: victim\n\n\tAhmed\u0000\u001b[31m')).toBe('Sara Bcc: victim Ahmed [31m')
    expect(nameForMail('Sara\u2028\u2029Ahmed\u0085')).toBe('Sara Ahmed')
    // Bidi overrides and zero-width spaces: invisible, and able to reorder or split what is shown.
    expect(nameForMail('Sara \u202Egnp.exe\u202C')).toBe('Sara')
    expect(nameForMail('Sa\u200Bra\uFEFF')).toBe('Sara')
  })

  it('drops every word that is or looks like a link', () => {
    expect(nameForMail('Sara https://evil.example/login now')).toBe('Sara now')
    expect(nameForMail('Sara HTTP://EVIL.EXAMPLE')).toBe('Sara')
    expect(nameForMail('Visit www.evil.example today')).toBe('Visit today')
    expect(nameForMail('Sara example.com')).toBe('Sara')
    expect(nameForMail('Sara evil.co.uk/x?y=1')).toBe('Sara')
    expect(nameForMail('Sara support@evil.example')).toBe('Sara')
    expect(nameForMail('Sara mailto:x javascript:alert(1) tel:+4420')).toBe('Sara')
    expect(nameForMail('Sara 192.168.10.1')).toBe('Sara')
    // A full-width domain is folded first, and a zero-width space does not hide one.
    expect(nameForMail('Sara ｅｖｉｌ．ｅｘａｍｐｌｅ')).toBe('Sara')
    expect(nameForMail('Sara evil\u200B.example')).toBe('Sara')
    expect(nameForMail('Sara evil。example')).toBe('Sara')
  })

  it('parts two words a dot joins, so a name with a title reads as one and a domain in capitals is no link', () => {
    expect(nameForMail('Eng.Mohamed Ali')).toBe('Eng. Mohamed Ali')
    expect(greeting('د.أحمد', 'ar')).toBe('مرحبًا د. أحمد،')
    expect(nameForMail('Sara EVIL.COM')).toBe('Sara EVIL. COM')
    expect(nameForMail('Sara Evil.Example.Com')).toBe('Sara Evil. Example. Com')
    expect(nameForMail('سارة مثال.مصر')).toBe('سارة مثال. مصر')
    expect(nameForMail('Sara Evil\u200D.Com')).toBe('Sara Evil\u200D. Com')
  })

  it('drops markup, whole tags and stray brackets, and a domain split by a tag', () => {
    expect(nameForMail('<b>Sara</b> <a href="https://evil.example">click</a>')).toBe('Sara click')
    expect(nameForMail('<script>alert(1)</script>Sara')).toBe('alert(1) Sara')
    expect(nameForMail('Sara <img src=x onerror=alert(1)')).toBe('Sara')
    expect(nameForMail('Sara >_<')).toBe('Sara _')
    expect(nameForMail('Sara www.<i></i>evil.example')).toBe('Sara')
  })

  it('cuts a long name to 40 graphemes, before the word that does not fit, never inside a letter or an emoji', () => {
    const long = 'Muhammad Abdullah Al-Rahman bin Khalid Al-Saud the Third'
    expect(nameForMail(long)).toBe('Muhammad Abdullah Al-Rahman bin Khalid')
    expect(nameForMail('x'.repeat(100))).toBe('x'.repeat(NAME_IN_MAIL_MAX))
    // Arabic with its marks: each letter and its vowel sign count as one, and stay together.
    const arabic = 'عَ'.repeat(60)
    expect(nameForMail(arabic)).toBe('عَ'.repeat(NAME_IN_MAIL_MAX))
    // Emoji of several code points each (a family is seven, joined): none is cut in half.
    const family = '👨‍👩‍👧‍👦'
    const cut = nameForMail(family.repeat(50))
    expect(cut).toBe(family.repeat(NAME_IN_MAIL_MAX))
    expect(graphemeCount(nameForMail(`${'ab '.repeat(30)}`))).toBeLessThanOrEqual(NAME_IN_MAIL_MAX)
  })

  it('collapses whitespace, and greets neutrally when nothing is left of the name', () => {
    expect(nameForMail('  Sara \u00A0\u3000  Ahmed  ')).toBe('Sara Ahmed')
    expect(greeting('https://evil.example', 'en')).toBe('Hello,')
    expect(greeting('\r\n<b></b> www.evil.example', 'ar')).toBe('مرحبًا،')
    expect(greeting('', 'en')).toBe('Hello,')
  })
})
