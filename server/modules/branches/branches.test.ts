import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { BranchDetailResponseSchema, BranchListResponseSchema, type BranchFilter } from '../../../contract/branches.ts'
import { api, call, callError, callOk, useTestApp, loginDemo } from '../../test/harness.ts'

const t = useTestApp()

const list = (filter: BranchFilter, kind = 'DiveCenters', isEnglish = true) =>
  callOk(t.app, BranchListResponseSchema, { method: 'POST', url: api(`/BranchWeb/${kind}?isEnglish=${isEnglish}`), payload: filter })

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe('BranchWeb/DiveCenters and Freelancers', () => {
  it('pages ten at a time with the total, A–Z by default', async () => {
    const first = await list({ Page: 1 })
    const second = await list({ Page: 2 })
    expect(first.data.diveCenters).toHaveLength(10)
    expect(first.data.tripsCount).toBe(150)
    expect(first.metaData).toEqual({ page: 1, pageSize: 10, pageCount: 15 })
    const names = [...first.data.diveCenters, ...second.data.diveCenters].map((b) => b.branchName.toLowerCase())
    expect(names).toEqual([...names].sort(byCodePoint))
    expect(new Set(names).size).toBe(20)
    const freelancers = await list({ Page: 1 }, 'Freelancers')
    expect(freelancers.data.tripsCount).toBe(60)
  })

  it('sorts Z–A and answers in Arabic', async () => {
    const za = await list({ Page: 1, SortBy: 'za' }, 'DiveCenters', false)
    const names = za.data.diveCenters.map((b) => b.branchName.toLowerCase())
    expect(names).toHaveLength(10)
    expect(names).toEqual([...names].sort(byCodePoint).reverse())
    expect(za.data.diveCenters.every((b) => /[\u0600-\u06FF]/.test(b.branchName + b.countryName))).toBe(true)
    expect(za.data.diveCenters.some((b) => b.languages.includes('الإنجليزية'))).toBe(true)
  })

  it('filters by country, agency, language and payment', async () => {
    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const inEgypt = await list({ Page: 1, CountryId: egypt.id })
    expect(inEgypt.data.tripsCount).toBeGreaterThan(0)
    expect(inEgypt.data.diveCenters.length).toBeGreaterThan(0)
    expect(inEgypt.data.diveCenters.every((b) => b.countryName === 'Egypt')).toBe(true)

    const aida = await t.db.selectFrom('organizations').select(['id', 'logo_url']).where('short_name', '=', 'AIDA').executeTakeFirstOrThrow()
    const byAgency = await list({ Page: 1, OrganizationId: aida.id })
    expect(byAgency.data.diveCenters.length).toBeGreaterThan(0)
    expect(byAgency.data.tripsCount).toBeLessThan(150)
    expect(byAgency.data.diveCenters.every((b) => b.organizationImages.includes(aida.logo_url))).toBe(true)

    const german = await list({ Page: 1, Language: 'de' })
    expect(german.data.tripsCount).toBeGreaterThan(0)
    expect(german.data.diveCenters.length).toBeGreaterThan(0)
    expect(german.data.tripsCount).toBeLessThan(150)
    expect(german.data.diveCenters.every((b) => b.languages.includes('German'))).toBe(true)

    const payLater = await list({ Page: 1, PayLater: true })
    expect(payLater.data.diveCenters.length).toBeGreaterThan(0)
    expect(payLater.data.diveCenters.every((b) => b.payLater)).toBe(true)
    expect(payLater.data.tripsCount).toBeLessThan(150)
    // Both ticked widen: centers that take either way of paying, more than each alone.
    const payNow = await list({ Page: 1, PayNow: true })
    const either = await list({ Page: 1, PayLater: true, PayNow: true })
    expect(either.data.diveCenters.every((b) => b.payLater || b.payNow)).toBe(true)
    expect(either.data.tripsCount).toBeGreaterThan(payLater.data.tripsCount)
    expect(either.data.tripsCount).toBeGreaterThan(payNow.data.tripsCount)
  })

  it('searches names in either language, treating % and _ as letters', async () => {
    const dahab = await list({ Page: 1, DiveCenterName: 'dahab' })
    expect(dahab.data.tripsCount).toBeGreaterThan(0)
    expect(dahab.data.diveCenters.length).toBeGreaterThan(0)
    expect(dahab.data.diveCenters.every((b) => b.branchName.toLowerCase().includes('dahab'))).toBe(true)
    const arabic = await list({ Page: 1, DiveCenterName: 'دهب' })
    expect(arabic.data.tripsCount).toBe(dahab.data.tripsCount)
    expect((await list({ Page: 1, DiveCenterName: '%' })).data.tripsCount).toBe(0)
    expect((await list({ Page: 1, DiveCenterName: '_' })).data.tripsCount).toBe(0)
    expect((await list({ Page: 1, DiveCenterName: "'; drop table branches; --" })).data.tripsCount).toBe(0)
  })

  it('finds a name however its Arabic letters, tashkeel or Latin accents are written, and forgives a typo', async () => {
    const orca = await list({ Page: 1, DiveCenterName: 'أوركا' })
    expect(orca.data.tripsCount).toBeGreaterThan(0)
    expect(orca.data.diveCenters.length).toBeGreaterThan(0)
    expect(orca.data.diveCenters.every((b) => b.branchName.includes('Orca'))).toBe(true)
    // The same centers without the hamza, with the article, with tashkeel and tatweel, and mistyped.
    for (const typed of ['اوركا', 'الاوركا', 'الأُوركـــا', 'إوركا', 'orca', 'ORCA', 'Órca', 'orcca', 'orka']) {
      const found = await list({ Page: 1, DiveCenterName: typed })
      expect(found.data.tripsCount, typed).toBe(orca.data.tripsCount)
      expect(
        found.data.diveCenters.map((b) => b.branchId),
        typed,
      ).toEqual(orca.data.diveCenters.map((b) => b.branchId))
    }
    // Taa marbuta typed as haa, alef maqsura as yaa, on a name that has them.
    const [row] = await t.db
      .insertInto('branches')
      .values({
        kind: 'diveCenter',
        name_en: 'Fold Test Center',
        name_ar: 'مدرسة مرسى المؤلؤة',
        country_id: (await t.db.selectFrom('countries').select('id').executeTakeFirstOrThrow()).id,
        city_en: 'Dahab',
        city_ar: 'دهب',
        image_url: '/x.svg',
        rate: null,
      })
      .returning('id')
      .execute()
    for (const typed of ['مدرسه', 'مرسي', 'الموءلوءه', 'مولوه']) {
      const found = await list({ Page: 1, DiveCenterName: typed })
      expect(
        found.data.diveCenters.map((b) => b.branchId),
        typed,
      ).toContain(row!.id)
    }
    await t.db.deleteFrom('branches').where('id', '=', row!.id).execute()
    // A word that is nowhere finds nothing, in either language.
    expect((await list({ Page: 1, DiveCenterName: 'zzqx' })).data.tripsCount).toBe(0)
    expect((await list({ Page: 1, DiveCenterName: 'ظظغغ' })).data.tripsCount).toBe(0)
  })

  it('counts a filtered listing up to 1,000 and serves its first 100 pages', async () => {
    expect((await list({ Page: 1, PayLater: true })).data.tripsCountCapped).toBeUndefined()
    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const bulk = Array.from({ length: 1005 }, (_, i) => ({
      kind: 'diveCenter' as const,
      name_en: `Bulk ${String(i).padStart(4, '0')}`,
      name_ar: `مركز ${i}`,
      country_id: egypt.id,
      city_en: 'Dahab',
      city_ar: 'دهب',
      image_url: '/x.svg',
      rate: null,
      pay_later: true,
    }))
    await t.db.insertInto('branches').values(bulk).execute()
    const payLater = await list({ Page: 1, PayLater: true })
    expect(payLater.data.tripsCount).toBe(1000)
    expect(payLater.data.tripsCountCapped).toBe(true)
    expect(payLater.metaData.pageCount).toBe(100)
    // The plain total is kept, not counted: exact however large; the pages stop at 100.
    const all = await list({ Page: 1 })
    expect(all.data.tripsCount).toBe(1155)
    expect(all.data.tripsCountCapped).toBeUndefined()
    expect(all.metaData.pageCount).toBe(100)
    const far = await list({ Page: 5000 })
    expect(far.metaData.page).toBe(100)
    expect(far.data.diveCenters).toHaveLength(10)
    const last = await list({ Page: 100 })
    expect(far.data.diveCenters).toEqual(last.data.diveCenters)
    await t.db.deleteFrom('branches').where('name_en', 'like', 'Bulk %').execute()
  })

  it('keeps the kept totals equal to a real count through inserts, moves and deletes', async () => {
    const country = (code: string) => t.db.selectFrom('countries').select('id').where('code', '=', code).executeTakeFirstOrThrow()
    const egypt = await country('eg')
    const jordan = await country('jo')
    const real = async (countryId: number) =>
      Number(
        (
          await t.db
            .selectFrom('branches')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', '=', 'diveCenter')
            .where('country_id', '=', countryId)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const shown = async (countryId?: number) => (await list({ Page: 1, CountryId: countryId ?? null })).data.tripsCount
    const row = (n: number) => ({
      kind: 'diveCenter' as const,
      name_en: `Count Test ${n}`,
      name_ar: `اختبار ${n}`,
      country_id: egypt.id,
      city_en: 'Dahab',
      city_ar: 'دهب',
      image_url: '/x.svg',
      rate: null,
    })
    const added = await t.db
      .insertInto('branches')
      .values([row(1), row(2), row(3)])
      .returning('id')
      .execute()
    expect(await shown(egypt.id)).toBe(await real(egypt.id))
    await t.db.updateTable('branches').set({ country_id: jordan.id }).where('id', '=', added[0]!.id).execute()
    await t.db.updateTable('branches').set({ kind: 'freelancer' }).where('id', '=', added[1]!.id).execute()
    await t.db.deleteFrom('branches').where('id', '=', added[2]!.id).execute()
    expect(await shown(egypt.id)).toBe(await real(egypt.id))
    expect(await shown(jordan.id)).toBe(await real(jordan.id))
    // 150 + 3 added − 1 became a freelancer − 1 deleted; the moved one is still a dive center.
    expect(await shown()).toBe(151)
    expect((await list({ Page: 1 }, 'Freelancers')).data.tripsCount).toBe(61)
  })

  it('finds a center by the words of its name as it is now: renamed, rated, moved to freelancers or deleted', async () => {
    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const { id } = await t.db
      .insertInto('branches')
      .values({
        kind: 'diveCenter',
        name_en: 'Zanzibar Qorvexa',
        name_ar: 'محطمو زنجبار',
        country_id: egypt.id,
        city_en: 'Dahab',
        city_ar: 'دهب',
        image_url: '/x.svg',
        rate: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const found = async (name: string, kind = 'DiveCenters', SortBy: 'az' | 'rate' = 'az') =>
      (await list({ Page: 1, DiveCenterName: name, SortBy }, kind)).data.diveCenters.map((b) => b.branchId)
    expect(await found('qorvexa')).toEqual([id])
    expect(await found('زنجبار')).toEqual([id])
    await t.db.updateTable('branches').set({ name_en: 'Zanzibar Plumixo' }).where('id', '=', id).execute()
    expect(await found('qorvexa')).toEqual([])
    expect(await found('plumixo')).toEqual([id])
    // The best rated first, with the rating given after it was listed.
    const { id: other } = await t.db
      .insertInto('branches')
      .values({
        kind: 'diveCenter',
        name_en: 'Plumixo Two',
        name_ar: 'اثنان',
        country_id: egypt.id,
        city_en: 'Dahab',
        city_ar: 'دهب',
        image_url: '/x.svg',
        rate: '3.00',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await found('plumixo', 'DiveCenters', 'rate')).toEqual([other, id])
    await t.db.updateTable('branches').set({ rate: '4.50' }).where('id', '=', id).execute()
    expect(await found('plumixo', 'DiveCenters', 'rate')).toEqual([id, other])
    await t.db.updateTable('branches').set({ kind: 'freelancer' }).where('id', '=', id).execute()
    expect(await found('plumixo')).toEqual([other])
    expect(await found('plumixo', 'Freelancers')).toEqual([id])
    await t.db.deleteFrom('branches').where('id', 'in', [id, other]).execute()
    expect(await found('plumixo', 'Freelancers')).toEqual([])
    expect(await found('plumixo')).toEqual([])
  })

  it('keeps each word’s number of centers equal to the names through inserts, renames, moves and deletes, and a search’s total is it', async () => {
    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const center = (name_en: string, kind: 'diveCenter' | 'freelancer' = 'diveCenter') => ({
      kind,
      name_en,
      name_ar: 'مركز كويلبروك',
      country_id: egypt.id,
      city_en: 'Dahab',
      city_ar: 'دهب',
      image_url: '/x.svg',
      rate: null,
    })
    const kept = async () =>
      (
        await t.db.selectFrom('branch_word_counts').select(['kind', 'word', 'branches']).where('branches', '>', 0).orderBy('kind').orderBy('word').execute()
      ).map((row) => `${row.kind} ${row.word} ${Number(row.branches)}`)
    const real = async () =>
      (
        await t.db
          .selectFrom('branch_words')
          .select((eb) => ['kind', 'word', eb.fn.countAll<number>().as('n')])
          .groupBy(['kind', 'word'])
          .orderBy('kind')
          .orderBy('word')
          .execute()
      ).map((row) => `${row.kind} ${row.word} ${Number(row.n)}`)
    const total = async (name: string) => (await list({ Page: 1, DiveCenterName: name })).data.tripsCount
    const added = await t.db
      .insertInto('branches')
      .values([center('Quillbrook Reef'), center('Quillbrook Divers'), center('Quillbrook Solo', 'freelancer')])
      .returning('id')
      .execute()
    expect(await kept()).toEqual(await real())
    expect(await total('quillbrook')).toBe(2)
    await t.db.updateTable('branches').set({ name_en: 'Marrowfen Reef' }).where('id', '=', added[0]!.id).execute()
    await t.db.updateTable('branches').set({ kind: 'diveCenter' }).where('id', '=', added[2]!.id).execute()
    expect(await kept()).toEqual(await real())
    expect(await total('quillbrook')).toBe(2)
    expect(await total('marrowfen')).toBe(1)
    // A rating changes no word: the word's count row is not written again (its row version stays), so
    // reviews of centers sharing a common word do not take turns on it.
    const version = async () =>
      (await sql<{ v: string }>`select xmin::text as v from branch_word_counts where kind = 'diveCenter' and word = 'quillbrook'`.execute(t.db)).rows[0]!.v
    const before = await version()
    await t.db.updateTable('branches').set({ rate: '4.50' }).where('id', '=', added[1]!.id).execute()
    expect(await version()).toBe(before)
    expect(await kept()).toEqual(await real())
    expect((await list({ Page: 1, DiveCenterName: 'quillbrook', SortBy: 'rate' })).data.diveCenters[0]!.branchId).toBe(added[1]!.id)
    await t.db
      .deleteFrom('branches')
      .where(
        'id',
        'in',
        added.map((b) => b.id),
      )
      .execute()
    expect(await kept()).toEqual(await real())
    expect(await total('quillbrook')).toBe(0)
  })

  it('counts and lists a center once when two words of its name hold what was typed', async () => {
    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const center = (name_en: string) => ({
      kind: 'diveCenter' as const,
      name_en,
      name_ar: 'مركز',
      country_id: egypt.id,
      city_en: 'Dahab',
      city_ar: 'دهب',
      image_url: '/x.svg',
      rate: null,
    })
    const added = await t.db
      .insertInto('branches')
      .values([center('Vexorama Vexoramas'), center('Vexoramic')])
      .returning('id')
      .execute()
    const { data } = await list({ Page: 1, DiveCenterName: 'vexoram' })
    expect(data.tripsCount).toBe(2)
    expect(data.diveCenters.map((b) => b.branchId)).toEqual(added.map((b) => b.id))
    await t.db
      .deleteFrom('branches')
      .where(
        'id',
        'in',
        added.map((b) => b.id),
      )
      .execute()
  })

  it('finds two words as the names hold them, in order and next to each other, through the names’ pairs of words as they are now', async () => {
    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const center = (name_en: string, name_ar: string, rate: string | null = null) => ({
      kind: 'diveCenter' as const,
      name_en,
      name_ar,
      country_id: egypt.id,
      city_en: 'Dahab',
      city_ar: 'دهب',
      image_url: '/x.svg',
      rate,
    })
    const added = await t.db
      .insertInto('branches')
      .values([
        center('Qelvanor Brightmere Reef', 'مركز الأزرق للغوص', '4.50'),
        center('Brightmere Qelvanor', 'مركز'),
        center('Old Qelvanor  Brightmere', 'مركز'),
        center('Qelvanor Brightmere Bay', 'خليج', '3.00'),
      ])
      .returning('id')
      .execute()
    const [reef, reversed, spaced, bay] = added.map((b) => b.id)
    const found = async (name: string, SortBy: 'az' | 'rate' = 'az', isEnglish = true) => {
      const { data } = await list({ Page: 1, DiveCenterName: name, SortBy }, 'DiveCenters', isEnglish)
      return { total: data.tripsCount, ids: data.diveCenters.map((b) => b.branchId) }
    }
    // In the order typed, next to each other, with the space the name has: not the reversed name, nor
    // the one whose words two spaces apart; part of a word at either end, in either case.
    expect(await found('qelvanor brightmere')).toEqual({ total: 2, ids: [bay, reef] })
    expect(await found('QelVANOR Brightmere', 'rate')).toEqual({ total: 2, ids: [reef, bay] })
    expect(await found('anor bright')).toEqual({ total: 2, ids: [bay, reef] })
    expect(await found('brightmere qelvanor')).toEqual({ total: 1, ids: [reversed] })
    expect(await found('qelvanor  brightmere')).toEqual({ total: 1, ids: [spaced] })
    // The last English word and the first Arabic one are neighbours, as in the name searched before.
    expect(await found('reef مركز')).toEqual({ total: 1, ids: [reef] })
    // Folded: the hamza and the article typed, on the Arabic site.
    expect(await found('الأزرق للغوص', 'az', false)).toEqual({ total: 1, ids: [reef] })
    // Two words found nowhere as typed fall back to the names close to them, as one word does.
    expect((await found('qelvanor brightmerx')).ids).toEqual(expect.arrayContaining([bay, reef]))
    expect(await found('zzqx wvvy')).toEqual({ total: 0, ids: [] })

    // The pairs are the names' as they are now: renamed, moved to freelancers, deleted.
    const pairsOf = async (id: number) =>
      (
        await t.db
          .selectFrom('branch_words')
          .select('word')
          .where('branch_id', '=', id)
          .where(sql<boolean>`word ~ '\\s'`)
          .orderBy('word')
          .execute()
      ).map((row) => row.word)
    expect(await pairsOf(spaced!)).toEqual(['old qelvanor', 'qelvanor  brightmere', 'brightmere مركز'].sort())
    const known = await t.db.selectFrom('search_pairs').select('pair').where('pair', 'in', ['qelvanor brightmere', 'reef مركز']).execute()
    expect(known).toHaveLength(2)
    await t.db.updateTable('branches').set({ name_en: 'Qelvanor Dusk Brightmere' }).where('id', '=', bay!).execute()
    expect(await found('qelvanor brightmere')).toEqual({ total: 1, ids: [reef] })
    expect(await found('dusk bright')).toEqual({ total: 1, ids: [bay] })
    await t.db.updateTable('branches').set({ kind: 'freelancer' }).where('id', '=', reef!).execute()
    // (Nothing as typed among the dive centers now: their near misses are listed instead.)
    expect((await found('qelvanor brightmere')).ids).not.toContain(reef)
    expect((await list({ Page: 1, DiveCenterName: 'qelvanor brightmere' }, 'Freelancers')).data.diveCenters.map((b) => b.branchId)).toEqual([reef])
    const counted = async () =>
      Number(
        (
          await t.db
            .selectFrom('branch_word_counts')
            .select('branches')
            .where('kind', '=', 'freelancer')
            .where('word', '=', 'qelvanor brightmere')
            .executeTakeFirst()
        )?.branches ?? 0,
      )
    expect(await counted()).toBe(1)
    await t.db.deleteFrom('branches').where('id', 'in', [reef!, reversed!, spaced!, bay!]).execute()
    expect(await pairsOf(spaced!)).toEqual([])
    expect(await counted()).toBe(0)
    expect((await found('dusk bright')).ids).not.toContain(bay)
  })

  it('answers past the last page with an empty list, and rejects bad filters', async () => {
    expect((await list({ Page: 99 })).data.diveCenters).toEqual([])
    for (const payload of [
      { Page: 0 },
      { Page: 'one' },
      { SortBy: 'random' },
      { CountryId: -3 },
      { Language: 'xx' },
      { DiveCenterName: 'x'.repeat(101) },
      { PayNow: 'yes' },
    ]) {
      const { status, body } = await callError(t.app, { method: 'POST', url: api('/BranchWeb/DiveCenters'), payload })
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body.errors?.length).toBeGreaterThan(0)
    }
  })
})

describe('BranchWeb/BranchDetail', () => {
  it('returns every field of branchDetailsDto and the extras, trips from tomorrow on', async () => {
    const branch = await t.db
      .selectFrom('branches')
      .select(['id', 'name_en', 'name_ar'])
      .where('kind', '=', 'diveCenter')
      .where((eb) => eb.exists(eb.selectFrom('reviews').select('id').whereRef('reviews.branch_id', '=', 'branches.id')))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, BranchDetailResponseSchema, {
      method: 'GET',
      url: api(`/BranchWeb/BranchDetail?BranchId=${branch.id}&isEnglish=true`),
    })
    const dto = data.branchDetailsDto
    expect(dto).toMatchObject({
      branchId: branch.id,
      branchName: branch.name_en,
      branchNameOther: branch.name_ar,
      otherLang: 'ar',
      langFlag: 1,
      isFavorite: false,
    })
    expect(dto.images.length).toBeGreaterThanOrEqual(3)
    expect(dto.images.length).toBeLessThanOrEqual(8)
    expect(dto.description).toContain('<br>')
    expect(dto.rate).not.toBeNull()
    const today = new Date().toISOString().slice(0, 10)
    expect(dto.divingTrips.length + dto.freedivingTrips.length + dto.snorkelingTrips.length + dto.liveaboards.length).toBeGreaterThan(0)
    expect(dto.groupedCourses.length).toBeGreaterThan(0)
    for (const trip of [...dto.divingTrips, ...dto.freedivingTrips, ...dto.snorkelingTrips, ...dto.liveaboards]) expect(trip.startDate > today).toBe(true)
    expect(data.divingTripsCount).toBeGreaterThanOrEqual(dto.divingTrips.length)
    expect(dto.trips.length).toBe(dto.divingTrips.length + dto.freedivingTrips.length + dto.snorkelingTrips.length)
    expect(data.customerReviews.length).toBeGreaterThan(0)
    for (const group of dto.groupedCourses) expect(group.courses.length).toBeGreaterThan(0)

    const arabic = await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${branch.id}&isEnglish=false`) })
    expect(arabic.data.branchDetailsDto).toMatchObject({ branchName: branch.name_ar, branchNameOther: branch.name_en, otherLang: 'en', langFlag: 2 })
  })

  it('lists no departure that starts today, and gives a full one the next date that can be booked', async () => {
    const today = new Date().toISOString().slice(0, 10)
    // The demo's Sunrise Double Dive starts today at its center.
    const sunrise = await t.db.selectFrom('trips').select(['id', 'branch_id']).where('name_en', '=', 'Sunrise Double Dive').executeTakeFirstOrThrow()
    const detail = (await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${sunrise.branch_id}`) })).data
      .branchDetailsDto
    expect([...detail.divingTrips, ...detail.liveaboards].some((trip) => trip.tempTripId === sunrise.id)).toBe(false)

    // A full trip ahead whose trip runs again later with seats: its next date is that one.
    const full = await t.db
      .selectFrom('trips as a')
      .innerJoin('trips as b', (join) =>
        join.onRef('a.branch_id', '=', 'b.branch_id').onRef('a.name_en', '=', 'b.name_en').onRef('a.kind', '=', 'b.kind').onRef('a.id', '!=', 'b.id'),
      )
      .select(['a.id', 'a.branch_id', 'a.kind', 'a.name_en', 'a.start_date'])
      .where('a.start_date', '>', today)
      .where('a.seats_available', '=', 0)
      .whereRef('b.start_date', '>', 'a.start_date')
      .where('b.seats_available', '>', 0)
      .orderBy('a.id')
      .executeTakeFirstOrThrow()
    const expected = await t.db
      .selectFrom('trips')
      .select(['id', 'start_date'])
      .where('branch_id', '=', full.branch_id)
      .where('kind', '=', full.kind)
      .where('name_en', '=', full.name_en)
      .where('start_date', '>', full.start_date)
      .where('seats_available', '>', 0)
      .orderBy('start_date')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${full.branch_id}`) })
    const dto = data.branchDetailsDto
    const card = [...dto.divingTrips, ...dto.freedivingTrips, ...dto.snorkelingTrips, ...dto.liveaboards].find((trip) => trip.tempTripId === full.id)
    expect(card, 'the full trip is listed: it is the center’s schedule').toBeDefined()
    expect(card!.availableSeats).toBe(0)
    expect(card!.nextDate).toEqual({ id: expected.id, startDate: expected.start_date })

    // Course dates the same way: every next date is open, another date of the same course.
    const dates = [...dto.groupedCourses.flatMap((group) => group.courses), ...dto.webCourses]
    for (const date of dates) {
      if (date.nextDate === null) continue
      const next = await t.db
        .selectFrom('course_dates')
        .select(['template_id', 'start_date', 'seats_available'])
        .where('id', '=', date.nextDate.id)
        .executeTakeFirstOrThrow()
      const own = await t.db.selectFrom('course_dates').select('template_id').where('id', '=', date.tempId).executeTakeFirstOrThrow()
      expect(next.template_id).toBe(own.template_id)
      expect(next.start_date > today && next.seats_available > 0).toBe(true)
    }
  })

  it('never gives a full date an earlier one as its next', async () => {
    // A center with no snorkeling ahead gets one trip three times: open in 5 days, full in 10, open in 20.
    const branch = await t.db
      .selectFrom('branches as b')
      .select('b.id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('trips as t').select('t.id').whereRef('t.branch_id', '=', 'b.id').where('t.kind', '=', 'snorkeling'))))
      .orderBy('b.id')
      .executeTakeFirstOrThrow()
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
    const trip = (start: string, seats: number) => ({
      branch_id: branch.id,
      kind: 'snorkeling' as const,
      name_en: 'Reef Hop',
      name_ar: 'جولة الشعاب',
      image_url: '/x.svg',
      days: 1,
      start_date: start,
      seats_total: 10,
      seats_available: seats,
      number_of_dives: 0,
      price: 50,
      net_price: 50,
      currency: 'USD',
    })
    const [early, full] = await t.db
      .insertInto('trips')
      .values([trip(day(5), 4), trip(day(10), 0)])
      .returning(['id', 'start_date'])
      .execute()
    const cardOf = async (id: number) =>
      (
        await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${branch.id}`) })
      ).data.branchDetailsDto.snorkelingTrips.find((card) => card.tempTripId === id)!
    expect((await cardOf(full!.id)).nextDate, 'the open date before it is no "next date"').toBeNull()
    expect((await cardOf(early!.id)).nextDate).toBeNull()
    const later = await t.db
      .insertInto('trips')
      .values(trip(day(20), 3))
      .returning(['id', 'start_date'])
      .executeTakeFirstOrThrow()
    expect((await cardOf(full!.id)).nextDate).toEqual({ id: later.id, startDate: later.start_date })
  })

  it('gives every way to reach the center: telephone, mobile, e-mail and WhatsApp', async () => {
    const seeded = await t.db
      .selectFrom('branches')
      .select(['id', 'tel', 'mobile', 'email', 'whatsapp'])
      .where('kind', '=', 'diveCenter')
      .where('whatsapp', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(seeded.email).toMatch(/^bookings@[a-z0-9]+\.example$/)
    const { data } = await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${seeded.id}`) })
    expect(data.branchDetailsDto).toMatchObject({ tel: seeded.tel, mobile: seeded.mobile, email: seeded.email, whatsapp: seeded.whatsapp })
    // Some centers have no WhatsApp, among those that take no online booking too: the seed shows both.
    const offline = await t.db.selectFrom('branches').select('whatsapp').where('pay_now', '=', false).where('pay_later', '=', false).execute()
    expect(offline.some((row) => row.whatsapp === null) && offline.some((row) => row.whatsapp !== null)).toBe(true)
  })

  it('marks the signed-in diver’s favorites', async () => {
    const { accessToken, userId } = await loginDemo(t.app)
    const favorite = await t.db
      .selectFrom('favorite_items')
      .select('item_id as branch_id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'branch')
      .executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, BranchDetailResponseSchema, {
      method: 'GET',
      url: api(`/BranchWeb/BranchDetail?BranchId=${favorite.branch_id}`),
      token: accessToken,
    })
    expect(data.branchDetailsDto.isFavorite).toBe(true)
  })

  it('answers 404 for an unknown branch and 400 for a bad id', async () => {
    expect((await callError(t.app, { method: 'GET', url: api('/BranchWeb/BranchDetail?BranchId=999999') })).body.code).toBe('BranchNotFound')
    for (const id of ['abc', '0', '-1', '1e3', '']) {
      expect((await call(t.app, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${id}`) })).status, id).toBe(400)
    }
  })
})
