import path from 'node:path'
import { ConfigError, loadConfig } from '../config.ts'
import { RestoreRefused, restoreBackup } from './restore-backup.ts'

const usage = `Usage: npm run restore -- <file>
  Fills an empty DATA_DIR (the embedded database) or, with DATABASE_URL, an empty PostgreSQL database,
  and the CV storage, from an archive of npm run backup. Refuses anything not empty.`

async function main(args: readonly string[]): Promise<string> {
  const [file] = args
  if (file === undefined || args.length !== 1) throw new RestoreRefused(usage)
  const config = loadConfig()
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
  const summary = await restoreBackup(archive, config)
  const into = config.databaseUrl === null ? config.dataDir : 'the database (DATABASE_URL)'
  return `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.cvs} CVs into ${into}.`
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    const known = error instanceof RestoreRefused || error instanceof ConfigError
    // Messages name paths, tables and counts, never a row's data.
    console.error(known ? error.message : `The restore failed: ${error instanceof Error ? error.message : 'error'}`)
    process.exitCode = 1
  },
)
