import { spawn } from 'node:child_process'
import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { sandboxCheckoutPath } from '../payments/sandbox-routes.ts'

const stampSchema = z.object({
  checkoutScriptUrl: z.string().nullable(),
  indexMtimeMs: z.number(),
  indexSize: z.number(),
})
type Stamp = z.infer<typeof stampSchema>

export const stampFileName = '.build-stamp.json'

/** The checkout script the site must load: the local sandbox without keys, Razorpay's own with them (null). */
export function checkoutScriptUrlFor(hasRazorpayKeys: boolean): string | null {
  return hasRazorpayKeys ? null : sandboxCheckoutPath
}

async function readStamp(distDir: string): Promise<Stamp | null> {
  try {
    const parsed = stampSchema.safeParse(JSON.parse(await readFile(path.join(distDir, stampFileName), 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

async function indexInfo(distDir: string): Promise<{ mtimeMs: number; size: number } | null> {
  try {
    const info = await stat(path.join(distDir, 'index.html'))
    return { mtimeMs: info.mtimeMs, size: info.size }
  } catch {
    return null
  }
}

/**
 * Why a build is needed, or null when dist/ already matches. A stamp written for a different index.html
 * means someone rebuilt by hand, so the checkout mode is unknown and we rebuild too.
 */
export async function buildReason(distDir: string, checkoutScriptUrl: string | null): Promise<string | null> {
  const index = await indexInfo(distDir)
  if (index === null) return 'no build yet'
  const stamp = await readStamp(distDir)
  if (stamp === null) return 'build made outside npm start'
  if (stamp.indexMtimeMs !== index.mtimeMs || stamp.indexSize !== index.size)
    return 'build changed since npm start made it'
  if (stamp.checkoutScriptUrl !== checkoutScriptUrl) return 'build made for the other checkout mode'
  return null
}

function runViteBuild(cwd: string, checkoutScriptUrl: string | null): Promise<void> {
  const env = { ...process.env }
  if (checkoutScriptUrl === null) delete env.VITE_CHECKOUT_SCRIPT_URL
  else env.VITE_CHECKOUT_SCRIPT_URL = checkoutScriptUrl
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build'], { cwd, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}

/** Builds the site into `<root>/dist` when it is missing or was built for the other checkout mode. */
export async function ensureSiteBuild(options: { root: string; hasRazorpayKeys: boolean }): Promise<void> {
  const distDir = path.join(options.root, 'dist')
  const checkoutScriptUrl = checkoutScriptUrlFor(options.hasRazorpayKeys)
  const reason = await buildReason(distDir, checkoutScriptUrl)
  if (reason === null) return
  console.log(
    `Building the site (${reason}); checkout script: ${checkoutScriptUrl ?? 'https://checkout.razorpay.com/v1/checkout.js'}`,
  )
  await runViteBuild(options.root, checkoutScriptUrl)
  const index = await indexInfo(distDir)
  if (index === null) throw new Error('vite build finished without dist/index.html')
  const stamp: Stamp = { checkoutScriptUrl, indexMtimeMs: index.mtimeMs, indexSize: index.size }
  await writeFile(path.join(distDir, stampFileName), `${JSON.stringify(stamp, null, 2)}\n`)
}
