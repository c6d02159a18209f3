import { chmod, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { errorKind, type Log } from '../log.ts'
import type { BackupSummary } from './archive-manifest.ts'

/**
 * The embedded database is one process's (record 010): while the server holds it, `npm run backup`
 * asks the server through this Unix socket in DATA_DIR (0600 in a 0700 folder: only the server's
 * user can connect; nothing is exposed on the network). Record 061.
 */
export const backupSocketName = 'backup.sock'

/** A socket's path must fit sockaddr_un (108 bytes on Linux, 104 on macOS). */
const longestSocketPath = 100

const requestSchema = z.object({ target: z.string().min(1).max(4096) })
const replySchema = z.union([
  z.object({
    ok: z.literal(true),
    summary: z.object({
      bytes: z.number(),
      durationMs: z.number(),
      snapshotMs: z.number(),
      method: z.enum(['export', 'pg_dump']),
      applications: z.number(),
      cvs: z.number(),
      cvBytes: z.number(),
      missingCvs: z.number(),
    }),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
])

export const backupSocketPath = (dataDir: string) => path.join(dataDir, backupSocketName)

/** Listens for backup requests; returns the function that stops listening (and removes the socket). */
export async function listenForBackups(
  dataDir: string,
  take: (target: string) => Promise<BackupSummary>,
  log: Log,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir)
  if (Buffer.byteLength(socketPath) > longestSocketPath) {
    log(
      'warn',
      'DATA_DIR is too long a path for the backup socket: npm run backup works only while the server is stopped',
    )
    return async () => undefined
  }
  // Ours to replace: whoever holds the embedded database's lock (this process) owns its folder.
  await rm(socketPath, { force: true })
  const server = net.createServer((connection) => {
    let received = ''
    connection.setEncoding('utf8')
    connection.on('error', () => undefined)
    connection.on('data', (chunk: string) => {
      received += chunk
      if (received.length > 8192) connection.destroy()
      const end = received.indexOf('\n')
      if (end === -1) return
      connection.pause()
      void answer(received.slice(0, end)).then((reply) => connection.end(`${JSON.stringify(reply)}\n`))
    })
  })
  async function answer(line: string): Promise<z.infer<typeof replySchema>> {
    try {
      const request = requestSchema.parse(JSON.parse(line))
      if (!path.isAbsolute(request.target)) return { ok: false, error: 'The target must be an absolute path' }
      return { ok: true, summary: await take(request.target) }
    } catch (error) {
      log('warn', 'a backup asked for through the socket failed', errorKind(error))
      // The asker is this server's own user: the message (a path, a system error) is theirs to read.
      return { ok: false, error: error instanceof Error ? error.message : 'The backup failed' }
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve())
  })
  await chmod(socketPath, 0o600)
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await rm(socketPath, { force: true })
  }
}

/** Asks the server that holds the embedded database in `dataDir` to write a backup to `target` (absolute). */
export async function askServerForBackup(dataDir: string, target: string): Promise<BackupSummary> {
  const text = await new Promise<string>((resolve, reject) => {
    const connection = net.createConnection(backupSocketPath(dataDir))
    let received = ''
    connection.setEncoding('utf8')
    connection.on('data', (chunk: string) => {
      received += chunk
    })
    connection.on('error', reject)
    connection.on('end', () => resolve(received))
    connection.write(`${JSON.stringify({ target })}\n`)
  })
  const reply = replySchema.parse(JSON.parse(text))
  if (!reply.ok) throw new Error(`The server could not take the backup: ${reply.error}`)
  return reply.summary
}
