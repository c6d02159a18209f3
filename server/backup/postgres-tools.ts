import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * libpq's settings for DATABASE_URL as environment variables: the password never shows in the
 * process list (another user's `ps` reads command lines, not environments).
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  const settings: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')),
    PGPORT: url.port === '' ? '5432' : url.port,
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
  }
  if (url.username !== '') settings.PGUSER = decodeURIComponent(url.username)
  if (url.password !== '') settings.PGPASSWORD = decodeURIComponent(url.password)
  const host = url.searchParams.get('host')
  if (host !== null) settings.PGHOST = host
  const sslMode = url.searchParams.get('sslmode')
  if (sslMode !== null) settings.PGSSLMODE = sslMode
  return { ...process.env, ...settings }
}

/** The major version of a PostgreSQL client program on PATH, or null when it is not installed. */
export async function toolMajorVersion(tool: 'pg_dump' | 'pg_restore'): Promise<number | null> {
  try {
    const { stdout } = await run(tool, ['--version'])
    const major = /(\d+)(?:\.\d+)?/.exec(stdout)?.[1]
    return major === undefined ? null : Number(major)
  } catch {
    return null
  }
}

/** Dumps the database as it is in `snapshot` (exported by the backup's transaction), custom format, to `file`. */
export async function pgDump(databaseUrl: string, snapshot: string, file: string): Promise<void> {
  await runTool(
    'pg_dump',
    [
      `--snapshot=${snapshot}`,
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      // CV bytes are entries of their own in the archive, whichever storage they come from.
      '--exclude-table-data=cv_files',
      `--file=${file}`,
    ],
    databaseUrl,
  )
}

/** Restores a pg_dump archive into the (empty) database, all or nothing. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${new URL(databaseUrl).pathname.slice(1)}`,
      file,
    ],
    databaseUrl,
  )
}

async function runTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  try {
    await run(tool, args, { env: libpqEnvironment(databaseUrl), maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    // Its first error line names what failed (a table, a version); it holds no row's data.
    const stderr = error instanceof Error && 'stderr' in error && typeof error.stderr === 'string' ? error.stderr : ''
    const line = stderr.split('\n').find((text) => text.includes('error')) ?? ''
    throw new Error(`${tool} failed${line === '' ? '' : `: ${line.trim()}`}`, { cause: error })
  }
}
