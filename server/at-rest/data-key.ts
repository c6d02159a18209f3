import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError } from '../config.ts'
import { dataKeyBytes } from './sealer.ts'

/** DATA_KEY as given: 32 random bytes in base64 or base64url (`openssl rand -base64 32`). */
export function parseDataKey(text: string): Buffer {
  const bytes = Buffer.from(text.trim(), 'base64url')
  if (bytes.length !== dataKeyBytes || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text.trim())) {
    throw new ConfigError(
      `Invalid environment: DATA_KEY takes ${dataKeyBytes} random bytes in base64 (openssl rand -base64 32)`,
    )
  }
  return bytes
}

/** Where a one-command start keeps the key it generated: inside DATA_DIR, never inside a backup. */
export const dataKeyFile = (dataDir: string) => path.join(dataDir, 'keys', 'data-key')

/**
 * The key that seals links and secrets at rest (record 083): DATA_KEY, or, for a one-command start, a
 * key generated once and kept in DATA_DIR/keys/data-key (0600). Instances sharing PostgreSQL in
 * production must share one DATA_KEY: there a missing one is refused rather than generated per instance.
 */
export async function loadDataKey(config: {
  dataKey: string | null
  dataDir: string
  databaseUrl: string | null
  production: boolean
}): Promise<Buffer> {
  if (config.dataKey !== null) return parseDataKey(config.dataKey)
  if (config.production && config.databaseUrl !== null) {
    throw new ConfigError(
      'Invalid environment: DATA_KEY is required with DATABASE_URL in production (every instance needs the same key; openssl rand -base64 32)',
    )
  }
  const file = dataKeyFile(config.dataDir)
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  // Written aside, then linked into place: two processes starting at once on one folder both read the
  // first key whole, never one key each or a half-written file.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(aside, `${randomBytes(dataKeyBytes).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
  try {
    await link(aside, file)
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  } finally {
    await rm(aside, { force: true })
  }
  return parseDataKey(await readFile(file, 'utf8'))
}
