import { describe, expect, it } from 'vitest'
import { BranchDetailResponseSchema } from '../../contract/branches.ts'
import { NotificationsResponseSchema } from '../../contract/notifications.ts'
import { api, callOk, signUpDiver, useTestApp } from './harness.ts'

describe('notifications and course dates', () => {
  const t = useTestApp()

  it('page through sixty new notifications, oldest unseen first, skipping none', async () => {
    const diver = await signUpDiver(t.app, 'sixty@example.com')
    const note = (i: number) => ({ user_id: diver.userId, title_en: `N${i}`, title_ar: `ت${i}`, text_en: 'x', text_ar: 'س', type: 0, item_id: null })
    await t.db
      .insertInto('notifications')
      .values(Array.from({ length: 60 }, (_, i) => note(i)))
      .execute()
    const all = await t.db.selectFrom('notifications').select('id').where('user_id', '=', diver.userId).orderBy('id').execute()
    expect(all).toHaveLength(60)
    const seen: number[] = []
    let cursor = 0
    let calls = 0
    for (;;) {
      const page = await callOk(t.app, NotificationsResponseSchema, {
        method: 'GET',
        url: api(`/Notifications/Get?lastNotificationNumber=${cursor}`),
        token: diver.accessToken,
      })
      calls++
      expect(page.data.map((n) => n.id)).toEqual([...page.data.map((n) => n.id)].sort((a, b) => b - a)) // newest first on screen
      seen.push(...page.data.map((n) => n.id))
      cursor = page.metaData.lastNotificationNumber
      if (!page.metaData.hasMore) break
    }
    expect(calls).toBe(2)
    expect(seen.sort((a, b) => a - b)).toEqual(all.map((row) => row.id))
    expect(cursor).toBe(all.at(-1)!.id)
  })

  it('list at most eight dates a course on a branch page and count them all', async () => {
    const busiest = await t.db
      .selectFrom('course_dates')
      .select(['branch_id', 'template_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('start_date', '>=', new Date().toISOString().slice(0, 10))
      .groupBy(['branch_id', 'template_id'])
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow()
    // Give one course more dates than a page lists.
    const base = await t.db
      .selectFrom('course_dates')
      .selectAll()
      .where('branch_id', '=', busiest.branch_id)
      .where('template_id', '=', busiest.template_id)
      .executeTakeFirstOrThrow()
    const { id: _id, ...copy } = base
    await t.db
      .insertInto('course_dates')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          ...copy,
          is_online: false,
          start_date: new Date(Date.now() + (60 + i) * 86_400_000).toISOString().slice(0, 10),
        })),
      )
      .execute()
    const upcoming = await t.db
      .selectFrom('course_dates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('branch_id', '=', busiest.branch_id)
      .where('start_date', '>=', new Date().toISOString().slice(0, 10))
      .executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${busiest.branch_id}`) })
    expect(data.branchDetailsDto.groupedCourses.length).toBeGreaterThan(0)
    for (const group of data.branchDetailsDto.groupedCourses) expect(group.courses.length).toBeLessThanOrEqual(8)
    expect(data.branchDetailsDto.groupedCourses.some((group) => group.courses.length === 8)).toBe(true)
    expect(data.coursesCount).toBe(Number(upcoming.n))
    expect(data.coursesCount).toBeGreaterThan(data.branchDetailsDto.courses.length + data.branchDetailsDto.webCourses.length)
  })
})
