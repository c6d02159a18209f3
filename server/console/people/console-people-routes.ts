import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  checkPersonQuery,
  coverageNote,
  erasedSummary,
  kindsCoveredFor,
  type PersonErased,
  type PersonRecordKind,
} from '../../../src/contracts/people.ts'
import type { Sealer } from '../../at-rest/sealer.ts'
import type { Db } from '../../db/db.ts'
import { dropWaitingTo } from '../../delivery/outbox-store.ts'
import { jsonBodyLimit, readJson } from '../../http/json-body.ts'
import { errorKind, writeLog, type Log } from '../../log.ts'
import type { CvStorage } from '../../storage/cv-storage.ts'
import { recordAudit } from '../audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console-auth-routes.ts'
import { requireRecentSecondStep } from '../recent-second-step.ts'
import { outboxKindsOf } from './outbox-kinds.ts'
import { storedAddresses } from './stored-addresses.ts'
import { recordKinds } from './record-kinds.ts'

/** What the audit log names instead of the person: never their address or name. */
const auditSubject = 'People search'

type Ctx = Context<{ Variables: ConsoleVariables }>

/** The address from the JSON body, or a 400 with the field's message (never a 500 for bad input). */
async function personQuery(c: Ctx): Promise<{ email: string } | Response> {
  const checked = checkPersonQuery(await readJson(c))
  return checked.ok
    ? { email: checked.email }
    : c.json({ detail: checked.message, errors: { email: checked.message } }, 400)
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The People screen (issue 35 item 5, record 053): search, export and erase everything held for one
 * e-mail address. POST only, the address in the body, so it never reaches a request log. Each kind of
 * record only for a role that may open its own screen (issue 59 item 1): the answers name the kinds covered.
 */
export function consolePeopleRoutes(
  db: Db,
  storage: CvStorage,
  sealer: Sealer,
  log: Log = writeLog,
): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  const kinds = recordKinds()
  app.use('/console/people/*', requireStaff(db, 'people'), jsonBodyLimit())

  app.post('/console/people/search', async (c) => {
    const query = await personQuery(c)
    if (query instanceof Response) return query
    // One kind after another: a search takes one pooled connection at a time (record 001).
    const covered = kindsCoveredFor(c.get('staff').role)
    const found: Partial<Record<PersonRecordKind, unknown[]>> = {}
    for (const kind of covered) found[kind] = await kinds[kind].list(db, query.email)
    return c.json({ covered, addresses: await storedAddresses(db, query.email, covered), ...found })
  })

  app.post('/console/people/export', async (c) => {
    const query = await personQuery(c)
    if (query instanceof Response) return query
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const now = new Date()
    const covered = kindsCoveredFor(c.get('staff').role)
    const records: Partial<Record<PersonRecordKind, unknown[]>> = {}
    let total = 0
    for (const kind of covered) {
      const rows = await kinds[kind].exportAll(db, query.email)
      records[kind] = rows
      total += rows.length
    }
    await recordAudit(db, c.get('staff'), {
      action: 'export.downloaded',
      subject: auditSubject,
      detail: total === 1 ? '1 record' : `${total} records`,
    })
    const body = JSON.stringify(
      {
        exported_at: now.toISOString(),
        searched_for: query.email,
        matched: 'every record whose e-mail address equals this one, ignoring letter case',
        covered: coverageNote(covered),
        records,
        notes: {
          applications: 'Each CV is named by file_name, type and size; download it from the Applications screen.',
          orders: 'Orders stay for the tax law; erasing clears the buyer e-mail and phone of their payments.',
        },
      },
      null,
      2,
    )
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="person-export-${day(now)}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  app.post('/console/people/erase', async (c) => {
    const query = await personQuery(c)
    if (query instanceof Response) return query
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const staff = c.get('staff')
    const covered = kindsCoveredFor(staff.role)
    const { erased, cvKeys } = await db.transaction(async (tx) => {
      const complete: PersonErased = { covered }
      const cvKeys: string[] = []
      for (const kind of covered) {
        const outcome = await kinds[kind].erase(tx, query.email)
        complete[kind] = outcome.count
        cvKeys.push(...outcome.cvKeys)
      }
      // Their e-mails still waiting to go (issue 59 item 2): found by the address's keyed hash, never stored readable.
      const unsent = await dropWaitingTo(
        tx,
        sealer.recipientKey(query.email),
        covered.flatMap((kind) => outboxKindsOf[kind]),
      )
      if (unsent > 0) complete.unsent = unsent
      await recordAudit(tx, staff, { action: 'person.erased', subject: auditSubject, detail: erasedSummary(complete) })
      // As the console's delete: a CV in PostgreSQL goes in the same transaction, a file after it.
      if (storage.transactional) for (const key of cvKeys) await storage.remove(key, tx)
      return { erased: complete, cvKeys }
    })
    if (!storage.transactional) {
      for (const key of cvKeys) {
        // If a file cannot go now, no row names it any more and the start-up sweep removes it.
        await storage.remove(key).catch((error: unknown) => {
          log('warn', 'CV file of an erased application left for the sweep', {
            route: 'people erase',
            ...errorKind(error),
          })
        })
      }
    }
    return c.json(erased)
  })
  return app
}
