import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrate } from '../db/migrate.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import { seed } from '../db/seed.ts'
import { templateKey } from './template-db.ts'

/**
 * TEST_SERVER_DB=postgres (the server-postgres test project) runs the API tests' servers on the real
 * PostgreSQL named by TEST_DATABASE_URL, each on a database of its own, instead of the embedded one.
 */
export const serversOnPostgres = process.env.TEST_SERVER_DB === 'postgres'

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.href
}

// A session lock of its own: one worker builds the template while the others wait for it.
const templateLock = 4_242_080

/**
 * A migrated and seeded database to copy (CREATE DATABASE … TEMPLATE), built once per content key (the
 * embedded databases' templateKey) by whichever worker comes first: each test server on PostgreSQL
 * then starts with its migrations and seed already there, as the embedded ones do (template-db.ts).
 */
async function migratedTemplate(admin: pg.Client, base: string): Promise<string> {
  const name = `arcnova_tpl_${await templateKey()}`
  const exists = async () =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0
  if (await exists()) return name
  await admin.query('SELECT pg_advisory_lock($1)', [templateLock])
  try {
    if (await exists()) return name
    const building = `${name}_${randomBytes(4).toString('hex')}`
    await admin.query(`CREATE DATABASE ${building}`)
    const db = await openPostgresDb(databaseUrl(base, building))
    try {
      await migrate(db)
      await seed(db)
    } finally {
      await db.close()
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    return name
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [templateLock])
  }
}

/**
 * A new database on TEST_DATABASE_URL's server, empty or (`migrated`, the test servers') a copy of a
 * migrated and seeded one: its URL, and a function that drops it.
 */
export async function freshPostgresDatabase(
  contents: 'empty' | 'migrated' = 'empty',
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (base === undefined || base === '') throw new Error('TEST_SERVER_DB=postgres needs TEST_DATABASE_URL')
  const name = `arcnova_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    const template = contents === 'migrated' ? ` TEMPLATE ${await migratedTemplate(admin, base)}` : ''
    await admin.query(`CREATE DATABASE ${name}${template}`)
  } finally {
    await admin.end()
  }
  return {
    url: databaseUrl(base, name),
    async drop() {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
