import { spawn } from 'node:child_process'
import path from 'node:path'
import { indexHash, readBuildStamp } from './build-stamp.ts'

/**
 * Why a build is needed, or null when dist/ holds a finished one. The build is the same in every payment
 * mode (the order answer names the checkout script) and for every RETENTION_* setting (the server
 * renders the privacy page with its own figures, record 062), so only a missing or unfinished build needs one.
 */
export async function buildReason(distDir: string): Promise<string | null> {
  const index = await indexHash(distDir)
  if (index === null) return 'no build yet'
  const stamp = await readBuildStamp(distDir)
  if (stamp === null) return 'a build without its stamp (unfinished?)'
  if (stamp.indexSha256 !== index) return 'build changed since it was stamped'
  return null
}

function runViteBuild(cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // --no-install: a production install has no Vite, and must never fetch one from the registry.
    const child = spawn('npx', ['--no-install', 'vite', 'build'], { cwd, stdio: 'inherit' })
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

/** Builds the site into `<root>/dist` when there is no finished build (the build stamps itself). */
export async function ensureSiteBuild(options: { root: string }): Promise<void> {
  const reason = await buildReason(path.join(options.root, 'dist'))
  if (reason === null) return
  console.log(`Building the site (${reason})`)
  await runViteBuild(options.root)
}
