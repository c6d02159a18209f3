import { spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import tar from 'tar-stream'
import { z } from 'zod'
import { repoRoot } from '../paths.ts'
import { pdfBytes } from './files.ts'
import { postJson, type TestServer } from './test-server.ts'
import { addTestStaff } from './staff.ts'

/** Runs `npm run backup|restore -- …` (server/backup's CLIs) as a real process (from source, like the launcher does without a build). */
export async function runCli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/backup/${script}-cli.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, stdout, stderr }
}

/** The environment that points a CLI at a test server's data. */
export function dataEnv(server: TestServer): Record<string, string> {
  return {
    DATA_DIR: server.config.dataDir,
    UPLOAD_DIR: server.config.uploadDir,
    ...(server.config.databaseUrl === null ? {} : { DATABASE_URL: server.config.databaseUrl }),
  }
}

/** A PDF whose bytes differ per index. */
export function distinctPdf(index: number): Uint8Array {
  const bytes = pdfBytes(4096 + index * 97)
  bytes.set(new TextEncoder().encode(`% applicant ${index} ${Math.random()}\n`), 20)
  return bytes
}

export async function apply(server: TestServer, index: number, bytes = distinctPdf(index)): Promise<number> {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    job: '1',
    full_name: `Applicant ${index}`,
    email: `applicant-${index}@example.com`,
    phone: '+91 90000 00000',
    comments: `Application ${index}`,
  }))
    form.append(name, value)
  form.append('resume', new File([bytes], 'cv.pdf', { type: 'application/pdf' }))
  const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
  if (response.status !== 201) throw new Error(`apply answered ${response.status}`)
  return z.object({ id: z.number() }).parse(await response.json()).id
}

/** Applications with CVs, a paid order and a staff account: what the round trip must bring back. */
export async function fillServer(server: TestServer, password: string): Promise<void> {
  for (let index = 0; index < 3; index++) await apply(server, index)
  const order = z
    .object({ order_id: z.string() })
    .parse(await (await postJson(`${server.url}/api/create-plan-order/`, { plan_id: 2 })).json())
  const paid = await postJson(`${server.url}/api/sandbox/pay/`, { order_id: order.order_id })
  const signed = z.record(z.string(), z.string()).parse(await paid.json())
  const verified = await postJson(`${server.url}/api/verify-and-activate/`, { ...signed, plan_id: 2 })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`)
  await addTestStaff(server.db, 'backup-admin@example.com', password)
}

/** The archive's entries: names and contents (small test archives only). */
export async function readArchive(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>()
  const extract = tar.extract()
  const reading = pipeline(createReadStream(file), extract)
  for await (const entry of extract) {
    const chunks: Uint8Array[] = []
    for await (const chunk of entry) if (chunk instanceof Uint8Array) chunks.push(chunk)
    entries.set(entry.header.name, Buffer.concat(chunks))
  }
  await reading
  return entries
}
