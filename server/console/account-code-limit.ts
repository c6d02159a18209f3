import { z } from 'zod'
import { queryOne, queryRows, type Db, type Queryable } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { codesLockedEmail } from './codes-locked-email.ts'

/**
 * Second-step codes per staff member across every network (issue 59 item 3, record 081): the limits
 * per member and network (sign-in-throttle.ts) let someone with the password and many IPv6 /64s
 * guess on. A code is counted here before it is checked, under a lock per member, so codes sent at
 * once from many networks cannot pass the limit; a right one is taken back. The tenth wrong code in an
 * hour closes that member's code step until the oldest of them is an hour old, e-mails the member
 * and the administrators, and writes one audit entry with the count.
 */
export const wrongCodesPerAccount = 10
export const accountCodeWindowMinutes = 60
// The two-key form of advisory locks, a space of its own (sign-in-throttle.ts uses 4_242_047).
const lockSpace = 4_242_059

export type AccountCodeAdmission = { admitted: true; guessId: number } | { admitted: false; retryAfter: number }

const lockMember = (tx: Queryable, staffId: number) =>
  tx.query('SELECT pg_advisory_xact_lock($1, $2)', [lockSpace, staffId])

/** Counts this code for the member, or refuses it (with seconds until one more is admitted) uncounted. */
export function admitAccountCode(db: Db, staffId: number, network: string): Promise<AccountCodeAdmission> {
  return db.transaction(async (tx): Promise<AccountCodeAdmission> => {
    await lockMember(tx, staffId)
    await tx.query('DELETE FROM code_guesses WHERE at < clock_timestamp() - make_interval(mins => $1)', [
      accountCodeWindowMinutes,
    ])
    const counted = await queryOne(
      tx,
      z.object({ count: z.number(), retry: z.number() }),
      `SELECT count(*)::int AS count,
              COALESCE(ceil(extract(epoch FROM min(at) + make_interval(mins => $2) - clock_timestamp())), 0)::int AS retry
       FROM code_guesses WHERE staff_id = $1`,
      [staffId, accountCodeWindowMinutes],
    )
    if (counted !== null && counted.count >= wrongCodesPerAccount)
      return { admitted: false, retryAfter: Math.max(counted.retry, 1) }
    const row = await queryOne(
      tx,
      z.object({ id: z.coerce.number() }),
      'INSERT INTO code_guesses (staff_id, network) VALUES ($1, $2) RETURNING id',
      [staffId, network],
    )
    return { admitted: true, guessId: row?.id ?? -1 }
  })
}

/** A right code, or one refused before it was checked: it no longer counts. */
export async function takeBackCode(db: Queryable, guessId: number): Promise<void> {
  await db.query('DELETE FROM code_guesses WHERE id = $1', [guessId])
}

/**
 * A wrong code: it stays counted. When it is the member's tenth within the hour, the code step is now
 * closed: one audit entry with the count, and an e-mail to the member and to each administrator.
 */
export async function countWrongCode(
  db: Db,
  staff: { staffId: number; email: string },
  guessId: number,
  notify: { outbox: Outbox; consoleUrl: string },
): Promise<void> {
  const locked = await db.transaction(async (tx) => {
    await lockMember(tx, staff.staffId)
    await tx.query('UPDATE code_guesses SET wrong = true WHERE id = $1', [guessId])
    const wrong = await queryOne(
      tx,
      z.object({ count: z.number(), networks: z.number(), reopens: z.date() }),
      `SELECT count(*)::int AS count, count(DISTINCT network)::int AS networks,
              min(at) + make_interval(mins => $2) AS reopens
       FROM code_guesses WHERE staff_id = $1 AND wrong`,
      [staff.staffId, accountCodeWindowMinutes],
    )
    if (wrong === null || wrong.count !== wrongCodesPerAccount) return false
    const networks = `${wrong.networks} ${wrong.networks === 1 ? 'network' : 'networks'}`
    await tx.query(
      'INSERT INTO audit_log (staff_id, staff_email, action, subject, detail) VALUES ($1, $2, $3, $4, $5)',
      [
        staff.staffId,
        staff.email,
        'codes.locked',
        'Sign-in',
        `${wrong.count} wrong codes within an hour from ${networks}; codes refused until ${utcTime(wrong.reopens)}`,
      ],
    )
    const admins = await queryRows(
      tx,
      z.object({ email: z.string() }),
      "SELECT email FROM staff WHERE role = 'admin' AND id <> $1 ORDER BY lower(email)",
      [staff.staffId],
    )
    for (const to of [staff.email, ...admins.map((admin) => admin.email)]) {
      const mail = codesLockedEmail({
        to,
        member: staff.email,
        own: to === staff.email,
        count: wrong.count,
        networks: wrong.networks,
        reopens: wrong.reopens,
        consoleUrl: notify.consoleUrl,
      })
      await notify.outbox.add(tx, 'codes locked', { channel: 'mail', mail })
    }
    return true
  })
  if (locked) notify.outbox.wake()
}

const utcTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
