// The staff command's work, apart from the process it runs in: the entry (staff-cli.ts) hands it the
// arguments, standard input and environment; the tests call it in-process (staff-cli-passwords.test.ts,
// staff-cli-roles.test.ts).
import { createInterface } from 'node:readline'
import { type Readable, Writable } from 'node:stream'
import { emailPattern } from '../../src/contracts/text.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { recordAudit } from '../console/audit-log.ts'
import { EmbeddedDatabaseInUse } from '../db/embedded-lock.ts'
import { migrate } from '../db/migrate.ts'
import { openDb } from '../db/open-db.ts'
import { hashPassword, passwordMaxLength, passwordMinLength } from './password.ts'
import { findStaff, listStaff, removeStaff, resetSecondStep, saveStaff } from './staff-repository.ts'
import { type StaffRole, staffRoles } from '../../src/contracts/console-access.ts'

const usage = `Usage:
  npm run staff -- add <email> [--role admin|recruiter|finance]
                                    add a staff member, or set a new password (read from standard input)
                                    and, with --role, a new role for one; a new member without --role is admin.
                                    A new password ends their sessions and removes their passkeys
  npm run staff -- reset-2fa <email>
                                    clear a lost second factor (authenticator app, recovery codes,
                                    passkeys) and end that person's sessions
  npm run staff -- remove <email>   remove a staff member
  npm run staff -- list             list the staff with their roles`

class UsageError extends Error {}

const sessionsWord = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`
const passkeysWord = (count: number) => `${count} ${count === 1 ? 'passkey' : 'passkeys'}`

/** Where the command reads the password from, and the environment it takes its settings from. */
export interface StaffCommandIo {
  input: Readable & { isTTY?: boolean }
  prompt: (text: string) => void
  env: NodeJS.ProcessEnv
}

/** The password: a prompt without echo on a terminal; the first line of standard input otherwise. */
async function readPassword({ input, prompt }: StaffCommandIo): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const terminal = input.isTTY === true
  if (terminal) prompt('Password (at least 12 characters, not shown): ')
  const lines = createInterface({ input, output: terminal ? silent : undefined, terminal })
  try {
    for await (const line of lines) return line
    return ''
  } finally {
    lines.close()
    if (terminal) prompt('\n')
  }
}

function checkedEmail(value: string | undefined): string {
  const email = value?.trim() ?? ''
  if (!emailPattern.test(email)) throw new UsageError(`Not an e-mail address: ${email === '' ? '(none)' : email}`)
  return email
}

function checkedRole(args: readonly string[]): StaffRole | undefined {
  const at = args.indexOf('--role')
  if (at === -1) return undefined
  const role = staffRoles.find((known) => known === args[at + 1])
  if (role === undefined) throw new UsageError('The role must be admin, recruiter or finance.')
  return role
}

async function run(args: readonly string[], io: StaffCommandIo): Promise<string> {
  const [command, email] = args
  if (command !== 'add' && command !== 'remove' && command !== 'list' && command !== 'reset-2fa')
    throw new UsageError(usage)
  const role = command === 'add' ? checkedRole(args) : undefined
  const config = loadConfig(io.env)
  // The password is read before the database opens: a typing pause never holds the database.
  let password = ''
  if (command === 'add') {
    checkedEmail(email)
    password = await readPassword(io)
    if (password.length < passwordMinLength)
      throw new UsageError(`The password must have at least ${passwordMinLength} characters.`)
    if (password.length > passwordMaxLength)
      throw new UsageError(`The password must have at most ${passwordMaxLength} characters.`)
  }
  const db = await openDb(config)
  try {
    await migrate(db)
    if (command === 'add') {
      const passwordHash = await hashPassword(password)
      const saved = await db.transaction(async (tx) => {
        const result = await saveStaff(tx, checkedEmail(email), passwordHash, role)
        if (result.outcome === 'reset')
          await recordAudit(tx, result, {
            action: 'password.set',
            subject: 'Password',
            detail: `npm run staff -- add; ${sessionsWord(result.endedSessions)} ended; ${passkeysWord(result.removedPasskeys)} removed`,
          })
        if (result.roleBefore !== undefined && result.roleBefore !== result.role)
          await recordAudit(tx, result, {
            action: 'role.changed',
            subject: `Staff: ${result.email}`,
            detail: `${result.roleBefore} → ${result.role}; npm run staff -- add`,
          })
        return result
      })
      if (saved.outcome === 'added') return `Added ${checkedEmail(email)} (${saved.role}).`
      return `Set a new password for ${checkedEmail(email)} (${saved.role}); ended ${sessionsWord(saved.endedSessions)}; removed ${passkeysWord(saved.removedPasskeys)} (they can add passkeys again once signed in).`
    }
    if (command === 'reset-2fa') {
      const reset = await db.transaction(async (tx) => {
        const row = await findStaff(tx, checkedEmail(email))
        if (row === null) return null
        const ended = await resetSecondStep(tx, row.id)
        await recordAudit(
          tx,
          { staffId: row.id, email: row.email },
          {
            action: 'two-factor.reset',
            subject: `Staff: ${row.email}`,
            detail: `npm run staff -- reset-2fa; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended`,
          },
        )
        return ended
      })
      if (reset === null) return `No staff member ${checkedEmail(email)}.`
      return `Cleared the second factor of ${checkedEmail(email)}; ended ${reset === 1 ? '1 session' : `${reset} sessions`}. They set up two-step sign-in again at their next sign-in.`
    }
    if (command === 'remove') {
      return (await removeStaff(db, checkedEmail(email)))
        ? `Removed ${checkedEmail(email)}.`
        : `No staff member ${checkedEmail(email)}.`
    }
    const staff = await listStaff(db)
    return staff.length === 0
      ? 'No staff yet.'
      : staff
          .map(
            (member) =>
              `${member.email}  ${member.role}${member.two_step ? '' : ', two-step sign-in not set up'}  (since ${member.created_at.toISOString().slice(0, 10)})`,
          )
          .join('\n')
  } finally {
    await db.close()
  }
}

/** Runs `npm run staff -- <args>`: what it prints and the exit code (2 for a usage error, 1 for any other). */
export async function runStaffCommand(
  args: readonly string[],
  io: StaffCommandIo,
): Promise<{ code: number; out: string; err: string }> {
  try {
    return { code: 0, out: `${await run(args, io)}\n`, err: '' }
  } catch (error) {
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof EmbeddedDatabaseInUse
    const message = known ? error.message : `The staff command failed: ${error instanceof Error ? error.name : 'error'}`
    return { code: error instanceof UsageError ? 2 : 1, out: '', err: `${message}\n` }
  }
}
