import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { repoRoot } from '../paths.ts'
import { tempDir } from './test-server.ts'
import { copyFreshDatabase } from './template-db.ts'
import { runStaffCommand } from '../staff/staff-command.ts'

// What the staff command's tests share (staff-cli-passwords.test.ts, staff-cli-roles.test.ts).

/** `npm run staff -- …` as a real process, the password (if any) piped to its standard input. */
export function staffProcess(
  dataDir: string,
  args: string[],
  input = '',
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/staff.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, out, err }))
    child.stdin.end(input)
  })
}

/**
 * The same command in this process: what the process prints and its exit code, without starting Node,
 * the TypeScript loader and the database code again for each call (~2.5 s of CPU each; record 080).
 */
export function staff(dataDir: string, args: string[], input = '') {
  return runStaffCommand(args, {
    input: Readable.from([input]),
    prompt: () => undefined,
    env: { ...process.env, DATA_DIR: dataDir },
  })
}

export async function storedHash(dataDir: string, email: string): Promise<string | null> {
  const db = await openPgliteDb(path.join(dataDir, 'pg'))
  try {
    const row = await queryOne(
      db,
      z.object({ password_hash: z.string() }),
      'SELECT password_hash FROM staff WHERE lower(email) = lower($1)',
      [email],
    )
    return row?.password_hash ?? null
  } finally {
    await db.close()
  }
}

/**
 * A data folder with the database a server's first start leaves (initdb is tested in restart.test.ts),
 * made before the describe block this is called in and removed after it.
 */
export function staffDataDir(): { readonly dir: string } {
  let dir = ''
  beforeAll(async () => {
    dir = await tempDir('staff')
    await copyFreshDatabase(dir)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))
  return {
    get dir() {
      return dir
    },
  }
}
