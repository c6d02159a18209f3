import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

/**
 * Written beside every finished build (the Vite config's stamp plugin) as its last step: a hash of its
 * index.html, so a stamp proves the build next to it finished (a hash, not the file's time: copies,
 * images and deploys keep the contents, not always the times). Nothing in it depends on the payment
 * mode: the server names the checkout script in each order answer, so one build serves every mode.
 * Nor on RETENTION_*: the server renders the privacy page with its own figures (record 062); an older
 * stamp's `retention` field is read past.
 */
const stampSchema = z.object({ indexSha256: z.string() })
export type BuildStamp = z.infer<typeof stampSchema>

export const stampFileName = '.build-stamp.json'

export async function readBuildStamp(distDir: string): Promise<BuildStamp | null> {
  try {
    const parsed = stampSchema.safeParse(JSON.parse(await readFile(path.join(distDir, stampFileName), 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The SHA-256 of the build's index.html (its asset names change with every build), or null without one. */
export async function indexHash(distDir: string): Promise<string | null> {
  try {
    return createHash('sha256')
      .update(await readFile(path.join(distDir, 'index.html')))
      .digest('hex')
  } catch {
    return null
  }
}

/** Records that the build in `distDir` is finished. */
export async function writeBuildStamp(distDir: string): Promise<void> {
  const indexSha256 = await indexHash(distDir)
  if (indexSha256 === null) throw new Error(`no index.html in ${distDir} to stamp`)
  const stamp: BuildStamp = { indexSha256 }
  await writeFile(path.join(distDir, stampFileName), `${JSON.stringify(stamp, null, 2)}\n`)
}
