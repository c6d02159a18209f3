// npm run restore -- <file>: fills an empty DATA_DIR or database from an archive (server/backup/restore-cli.ts).
import { launch } from './start.mjs'

await launch('backup/restore-cli')
