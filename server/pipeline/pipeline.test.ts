import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { noteMessages } from '../../src/contracts/notes.ts'
import { pipelineMessages } from '../../src/contracts/pipeline.ts'
import { retentionDefaults } from '../../src/site/retention.ts'
import { issueApplicantToken } from '../applicant/applicant-tokens.ts'
import { queryRows } from '../db/db.ts'
import { writeLog } from '../log.ts'
import { serverSourceDir } from '../paths.ts'
import { sweepRetention } from '../privacy/retention-sweep.ts'
import { applyWithCv } from '../test-support/files.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { stageAndLastNote } from './stage-moves.ts'

const password = 'a long enough password'

describe('the hiring pipeline: stages with their history, and recruiters’ notes as personal data', () => {
  let server: TestServer
  let recruiter = ''
  let admin = ''
  let jobId = 0
  const api = (route: string) => `${server.url}/api/${route}`
  const call = (route: string, method = 'GET', body?: unknown, cookie = recruiter) =>
    fetch(api(`console/${route}`), {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  const apply = (fullName: string, email: string) =>
    applyWithCv(server.url, { job: String(jobId), fullName, email, phone: '+91 90000 33333' })
  const countsOf = async () =>
    Object.fromEntries(
      z
        .object({ counts: z.array(z.object({ stage: z.string(), count: z.number() })) })
        .parse(await (await call(`pipeline/${jobId}`)).json())
        .counts.map(({ stage, count }) => [stage, count]),
    )
  const notesOf = (id: number) =>
    queryRows(
      server.db,
      z.object({ body: z.string() }),
      'SELECT body FROM application_notes WHERE application_id = $1',
      [id],
    )

  beforeAll(async () => {
    server = await startTestServer()
    await addTestStaff(server.db, 'recruiter@arcnova.example', password, 'recruiter')
    await addTestStaff(server.db, 'admin@arcnova.example', password, 'admin')
    recruiter = await signInBothSteps(server.db, `${server.url}/api`, 'recruiter@arcnova.example', password)
    admin = await signInBothSteps(server.db, `${server.url}/api`, 'admin@arcnova.example', password)
    const created = await call('jobs/', 'POST', { job_name: 'Pipeline Engineer', location: 'Pune, Maharashtra' })
    jobId = z.object({ id: z.number() }).parse(await created.json()).id
  }, 60_000)
  afterAll(() => server.cleanup())

  it('counts each stage, keeps every move (from, to, who, when) and leaves a withdrawal to the applicant', async () => {
    const id = await apply('Meera Iyer', 'meera.pipeline@example.com')
    expect(await countsOf()).toEqual({
      new: 1,
      screening: 0,
      interview: 0,
      offer: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
    })
    for (const stage of ['screening', 'interview'])
      expect((await call(`applications/${id}`, 'PATCH', { stage })).status).toBe(200)
    expect(await countsOf()).toMatchObject({ new: 0, screening: 0, interview: 1 })
    const history = z
      .object({
        results: z.array(
          z.object({ from_stage: z.string(), to_stage: z.string(), moved_by: z.string(), at: z.string() }),
        ),
      })
      .parse(await (await call(`applications/${id}/history`)).json()).results
    expect(history.map(({ from_stage, to_stage, moved_by }) => [from_stage, to_stage, moved_by])).toEqual([
      ['new', 'screening', 'recruiter@arcnova.example'],
      ['screening', 'interview', 'recruiter@arcnova.example'],
    ])
    expect(Number.isNaN(Date.parse(history[0]?.at ?? ''))).toBe(false)
    // The applicant withdraws: kept in the history; staff cannot move it back.
    const token = await issueApplicantToken(server.db, id)
    expect((await postJson(api('my-application/withdraw/'), { token })).status).toBe(200)
    const refused = await call(`applications/${id}`, 'PATCH', { stage: 'offer' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ errors: { stage: pipelineMessages.withdrawn } })
    const last = z
      .object({ results: z.array(z.object({ to_stage: z.string(), moved_by: z.string() })) })
      .parse(await (await call(`applications/${id}/history`)).json())
      .results.at(-1)
    expect(last).toEqual({ to_stage: 'withdrawn', moved_by: 'the applicant' })
    expect((await call('pipeline/999999')).status).toBe(404)
    expect((await call('applications/999999/history')).status).toBe(404)
  })

  it('adds notes (author and time), lets only the author delete one, and checks the text', async () => {
    const id = await apply('Kiran Das', 'kiran.notes@example.com')
    const added = await call(`applications/${id}/notes`, 'POST', { body: '  Strong SQL; ask about Kafka.  ' })
    expect(added.status).toBe(201)
    const note = z
      .object({ id: z.number(), author_email: z.string(), body: z.string(), mine: z.boolean() })
      .parse(await added.json())
    expect(note).toMatchObject({
      author_email: 'recruiter@arcnova.example',
      body: 'Strong SQL; ask about Kafka.',
      mine: true,
    })
    const byAdmin = z
      .object({ results: z.array(z.object({ mine: z.boolean() })) })
      .parse(await (await call(`applications/${id}/notes`, 'GET', undefined, admin)).json())
    expect(byAdmin.results).toEqual([expect.objectContaining({ mine: false })])
    const notYours = await call(`applications/${id}/notes/${note.id}`, 'DELETE', undefined, admin)
    expect(notYours.status).toBe(403)
    expect(await notYours.json()).toEqual({ detail: noteMessages.notYours })
    for (const [body, message] of [
      [{ body: '   ' }, noteMessages.required],
      [{ body: 'x'.repeat(2001) }, noteMessages.tooLong],
      [{ body: 'a\u0007b' }, noteMessages.forbidden],
      [{}, noteMessages.required],
    ] as const)
      expect(await (await call(`applications/${id}/notes`, 'POST', body)).json()).toEqual({ errors: { body: message } })
    expect((await call('applications/999999/notes', 'POST', { body: 'Hello' })).status).toBe(404)
    // The hiring manager's CSV (item 6) reads the stage and the newest note here.
    await call(`applications/${id}/notes`, 'POST', { body: 'Second round booked.' })
    expect((await stageAndLastNote(server.db, jobId)).find((row) => row.id === id)).toEqual({
      id,
      stage: 'new',
      last_note: 'Second round booked.',
    })
    expect((await call(`applications/${id}/notes/${note.id}`, 'DELETE')).status).toBe(204)
    expect((await notesOf(id)).map((row) => row.body)).toEqual(['Second round booked.'])
    // The audit says a note was added or deleted, never what it said.
    const audit = await queryRows(
      server.db,
      z.object({ action: z.string(), detail: z.string() }),
      "SELECT action, detail FROM audit_log WHERE action LIKE 'note.%'",
    )
    expect(audit.map((row) => row.action).sort()).toEqual(['note.added', 'note.added', 'note.deleted'])
    expect(JSON.stringify(audit)).not.toContain('Kafka')
  })

  it('puts notes in the applicant’s data download and the People export, and erasure takes them', async () => {
    const email = 'asha.erase@example.com'
    const id = await apply('Asha Menon', email)
    await call(`applications/${id}`, 'PATCH', { stage: 'screening' })
    await call(`applications/${id}/notes`, 'POST', { body: 'Prefers Pune; notice period 30 days.' })
    await server.db.query(
      `INSERT INTO interviews (application_id, uid, starts_at, minutes, place, created_by)
       VALUES ($1, 'download-test@arcnova.example', now() + interval '1 day', 60, 'Pune office', 'Recruiter@Arcnova.example')`,
      [id],
    )
    const token = await issueApplicantToken(server.db, id)
    const download = await (await postJson(api('my-application/data/'), { token })).json()
    // The applicant's own copy names staff by role, never by address (issue 59 item 5).
    expect(download).toMatchObject({
      application: { stage: 'screening' },
      recruiters_notes: [
        expect.objectContaining({ body: 'Prefers Pune; notice period 30 days.', author: 'Recruiter' }),
      ],
      stage_history: [expect.objectContaining({ from_stage: 'new', to_stage: 'screening', moved_by: 'Recruiter' })],
      interviews: [expect.objectContaining({ place: 'Pune office', created_by: 'Recruiter' })],
    })
    expect(JSON.stringify(download)).not.toMatch(/recruiter@arcnova\.example/i)
    const exported = await fetch(api('console/people/export'), {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(exported.status).toBe(200)
    const file = z
      .object({ records: z.object({ applications: z.array(z.record(z.string(), z.unknown())) }) })
      .parse(await exported.json())
    expect(file.records.applications[0]).toMatchObject({
      notes: [expect.objectContaining({ body: 'Prefers Pune; notice period 30 days.' })],
      stage_history: [expect.objectContaining({ to_stage: 'screening' })],
    })
    const erased = await fetch(api('console/people/erase'), {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(erased.status).toBe(200)
    expect(await notesOf(id)).toEqual([])
    expect(
      await queryRows(
        server.db,
        z.object({ id: z.number() }),
        'SELECT id FROM application_stage_moves WHERE application_id = $1',
        [id],
      ),
    ).toEqual([])
  })

  it('the retention sweep deletes an application’s notes, history and interviews with it', async () => {
    const id = await apply('Ravi Kumar', 'ravi.retention@example.com')
    await call(`applications/${id}`, 'PATCH', { stage: 'interview' })
    await call(`applications/${id}/notes`, 'POST', { body: 'Kept only as long as the application.' })
    await server.db.query(
      `INSERT INTO interviews (application_id, uid, starts_at, minutes, place, created_by)
       VALUES ($1, 'retention-test@arcnova.example', now() + interval '1 day', 60, 'Pune office', 'recruiter@arcnova.example')`,
      [id],
    )
    expect((await call(`jobs/${jobId}/close`, 'POST')).status).toBe(200)
    const later = new Date(
      Date.now() + (retentionDefaults.talentPoolDays + retentionDefaults.applicationDays + 2) * 86_400_000,
    )
    await sweepRetention(server.db, server.storage, retentionDefaults, writeLog, later)
    for (const table of ['application_notes', 'application_stage_moves', 'interviews'])
      expect(
        await queryRows(server.db, z.object({ id: z.number() }), `SELECT id FROM ${table} WHERE application_id = $1`, [
          id,
        ]),
      ).toEqual([])
  })

  it('migration 021 turns each old status into its stage (record 066)', async () => {
    // Its stage part, run on the table put back as 010 left it, in a transaction that is rolled back.
    const sql = await readFile(path.join(serverSourceDir, 'migrations', '021_hiring_pipeline.sql'), 'utf8')
    const stagePart = sql.slice(0, sql.indexOf('CREATE TABLE application_stage_moves'))
    const statuses = ['new', 'reviewed', 'shortlisted', 'rejected', 'hired', 'withdrawn']
    const rolledBack = new Error('rolled back')
    let migrated: string[][] = []
    await server.db
      .transaction(async (tx) => {
        await tx.exec(`DROP INDEX job_applications_by_job_stage;
          ALTER TABLE job_applications DROP CONSTRAINT job_applications_stage_check;
          ALTER TABLE job_applications RENAME COLUMN stage TO status;
          ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check
            CHECK (status IN ('new', 'reviewed', 'shortlisted', 'rejected', 'hired', 'withdrawn'))`)
        for (const [index, status] of statuses.entries())
          await tx.query(
            `INSERT INTO job_applications (job_id, full_name, email, phone, resume_key, resume_name, resume_type, resume_size, status)
             VALUES ($1, $2, 'old@example.com', '1', $3, 'cv.pdf', 'application/pdf', 1, $2)`,
            [jobId, status, `migration-test-${index}`],
          )
        await tx.exec(stagePart)
        migrated = (
          await queryRows(
            tx,
            z.object({ full_name: z.string(), stage: z.string() }),
            "SELECT full_name, stage FROM job_applications WHERE email = 'old@example.com' ORDER BY id",
          )
        ).map((row) => [row.full_name, row.stage])
        throw rolledBack
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error
      })
    expect(migrated).toEqual([
      ['new', 'new'],
      ['reviewed', 'screening'],
      ['shortlisted', 'interview'],
      ['rejected', 'rejected'],
      ['hired', 'hired'],
      ['withdrawn', 'withdrawn'],
    ])
  })
})
