import { spawn } from 'node:child_process'
import path from 'node:path'
import { indexHash, readBuildStamp, writeBuildStamp } from './build-stamp.ts'
import { sandboxCheckoutPath } from '../payments/sandbox-routes.ts'

/** The checkout script the site must load: the local sandbox without keys, Razorpay's own with them (null). */
export function checkoutScriptUrlFor(hasRazorpayKeys: boolean): string | null {
  return hasRazorpayKeys ? null : sandboxCheckoutPath
}

/**
 * Why a build is needed, or null when dist/ already matches. A stamp written for a different index.html
 * means someone rebuilt by hand, so the checkout mode is unknown and we rebuild too.
 */
export async function buildReason(distDir: string, checkoutScriptUrl: string | null): Promise<string | null> {
  const index = await indexHash(distDir)
  if (index === null) return 'no build yet'
  const stamp = await readBuildStamp(distDir)
  if (stamp === null) return 'a build without its stamp'
  if (stamp.indexSha256 !== index) return 'build changed since it was stamped'
  if (stamp.checkoutScriptUrl !== checkoutScriptUrl) return 'build made for the other checkout mode'
  return null
}

function runViteBuild(cwd: string, checkoutScriptUrl: string | null): Promise<void> {
  const env = { ...process.env }
  if (checkoutScriptUrl === null) delete env.VITE_CHECKOUT_SCRIPT_URL
  else env.VITE_CHECKOUT_SCRIPT_URL = checkoutScriptUrl
  return new Promise((resolve, reject) => {
    // --no-install: a production install has no Vite, and must never fetch one from the registry.
    const child = spawn('npx', ['--no-install', 'vite', 'build'], { cwd, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `vite build failed (${signal ?? `exit code ${code}`}); a production install needs a site built beforehand (npm run build), or SKIP_BUILD=1`,
            ),
          ),
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
  // (The build stamps itself; stamped again here for the mode this start asked for.)
  await writeBuildStamp(distDir, checkoutScriptUrl)
}
