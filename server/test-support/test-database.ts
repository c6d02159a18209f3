import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * TEST_SERVER_DB=postgres (the server-postgres test project) runs the API tests' servers on the real
 * PostgreSQL named by TEST_DATABASE_URL, each on a database of its own, instead of the embedded one.
 */
export const serversOnPostgres = process.env.TEST_SERVER_DB === 'postgres'

/** A new, empty database on TEST_DATABASE_URL's server: its URL, and a function that drops it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (base === undefined || base === '') throw new Error('TEST_SERVER_DB=postgres needs TEST_DATABASE_URL')
  const name = `arcnova_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.href,
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
