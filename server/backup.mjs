// npm run backup -- <file>: one archive of the database and CVs (server/backup/backup-cli.ts), compiled or from source.
import { launch } from './start.mjs'

await launch('backup/backup-cli')
