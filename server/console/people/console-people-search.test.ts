import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessMessages } from '../../../src/contracts/console-access.ts'
import { peopleMessages } from '../../../src/contracts/people.ts'
import { queryRows } from '../../db/db.ts'
import { other, peopleTestServer, person } from '../../test-support/people-server.ts'

describe('People: every record held for an e-mail address, its export and its erasure', () => {
  const setup = peopleTestServer()
  const { applicationIds, people, keysOf } = setup

  it('finds every kind of record for the address, whatever its letter case, and nothing of anyone else', async () => {
    const response = await people('search', { email: ` ${person} ` })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const found = z
      .object({
        applications: z.array(z.object({ id: z.number(), job_name: z.string(), stage: z.string() })),
        referrals: z.array(z.object({ name: z.string() })),
        messages: z.array(z.object({ subject: z.string() })),
        orders: z.array(z.object({ order_id: z.string(), plan_name: z.string(), amount: z.number() })),
        jobAlerts: z.array(z.object({ query: z.string(), location: z.string(), confirmed: z.boolean() })),
      })
      .parse(await response.json())
    expect(found.jobAlerts).toEqual([expect.objectContaining({ query: 'data', location: 'Pune', confirmed: false })])
    expect(found.applications.map((row) => row.id).sort()).toEqual([...applicationIds].sort())
    expect(found.applications.every((row) => row.stage === 'new' && row.job_name !== '')).toBe(true)
    expect(found.referrals).toEqual([expect.objectContaining({ name: 'Priya Nair' })])
    expect(found.messages).toEqual([])
    expect(found.orders).toEqual([expect.objectContaining({ order_id: 'order_people_1', amount: 99900 })])

    // A contact message found through its own kind too.
    const theirs = z
      .object({ messages: z.array(z.object({ subject: z.string() })) })
      .parse(await (await people('search', { email: other.toUpperCase() })).json())
    expect(theirs.messages).toEqual([expect.objectContaining({ subject: 'Not Priya' })])
  })

  it('refuses bad input with 400 and a message, never 500', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'not an address' },
      { email: 42 },
      [],
      'null',
      { email: 'a\u0000@b.co' },
    ]) {
      const response = await people('search', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(z.object({ detail: z.string() }).parse(await response.json()).detail).toMatch(/e-mail address/)
    }
    expect((await people('search', { email: '' })).status).toBe(400)
    const invalid = await people('export', { email: 'nope' })
    expect(await invalid.json()).toMatchObject({ errors: { email: peopleMessages.emailInvalid } })
    expect((await people('erase', '{"email":')).status).toBe(400)
  })

  it('exports every field of every record as an attachment, CV file names included, audited without the address', async () => {
    const response = await people('export', { email: person })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="person-export-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const file = z
      .object({
        searched_for: z.string(),
        records: z.object({
          applications: z.array(
            z.object({
              application: z.record(z.string(), z.unknown()),
              job: z.object({ title: z.string() }),
              private_links: z.number(),
            }),
          ),
          referrals: z.array(z.record(z.string(), z.unknown())),
          messages: z.array(z.unknown()),
          orders: z.array(z.record(z.string(), z.unknown())),
        }),
      })
      .parse(await response.json())
    expect(file.searched_for).toBe(person)
    const names = file.records.applications.map((item) => item.application.resume_name).sort()
    expect(names).toEqual(['Priya Nair – CV 2026.pdf', 'priya-cv.pdf'])
    // Every stored column of an application, but not our storage key.
    expect(Object.keys(file.records.applications[0]?.application ?? {}).sort()).toEqual(
      [
        'comments',
        'created_at',
        'email',
        'full_name',
        'id',
        'job_id',
        'notice_version',
        'phone',
        'resume_name',
        'resume_size',
        'resume_type',
        'source',
        'stage',
        'talent_pool',
      ].sort(),
    )
    expect(file.records.applications[0]?.private_links).toBe(1)
    expect(file.records.referrals).toEqual([
      expect.objectContaining({ name: 'Priya Nair', email: 'Priya.nair@example.com' }),
    ])
    expect(file.records.messages).toEqual([])
    expect(file.records.orders).toEqual([
      expect.objectContaining({
        order_id: 'order_people_1',
        amount: 99900,
        payments: [expect.objectContaining({ buyer_email: 'priya.NAIR@example.com', buyer_phone: '+919812345678' })],
        tax_documents: [
          expect.objectContaining({ series: 'invoice', number: expect.stringMatching(/^INV\//), total: 99900 }),
        ],
      }),
    ])
    expect(JSON.stringify(file)).not.toContain(other)

    const [entry] = await queryRows(
      setup.server.db,
      z.object({ action: z.string(), subject: z.string(), detail: z.string() }),
      'SELECT action, subject, detail FROM audit_log ORDER BY id DESC LIMIT 1',
    )
    // Two applications, a referral, an order and a job alert.
    expect(entry).toEqual({ action: 'export.downloaded', subject: 'People search', detail: '5 records' })
  })

  it('export and erase want a code from the last 15 minutes (403 reauth); the search does not', async () => {
    await setup.server.db.query(
      `UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'
        WHERE staff_id = (SELECT id FROM staff WHERE email = 'recruiter@arcnova.example')`,
    )
    for (const action of ['export', 'erase']) {
      const response = await people(action, { email: person }, setup.recruiter)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail: accessMessages.recentCodeNeeded, reauth: true })
    }
    expect((await people('search', { email: person }, setup.recruiter)).status).toBe(200)
    // Nothing was erased.
    expect(await keysOf(applicationIds)).toHaveLength(2)
  })

  it('is closed to the finance role (403 with a message)', async () => {
    for (const action of ['search', 'export', 'erase']) {
      const response = await people(action, { email: person }, setup.finance)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail: accessMessages.forbidden })
    }
  })
})
