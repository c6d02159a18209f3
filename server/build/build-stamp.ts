import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

/**
 * What a site build was made for, written beside it by every build (the Vite config's stamp plugin,
 * and npm start's own build): the checkout script it loads (null: Razorpay's own) and its
 * index.html's size and time, so a build made since then is noticed.
 */
const stampSchema = z.object({
  checkoutScriptUrl: z.string().nullable(),
  indexMtimeMs: z.number(),
  indexSize: z.number(),
})
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

export async function indexInfo(distDir: string): Promise<{ mtimeMs: number; size: number } | null> {
  try {
    const info = await stat(path.join(distDir, 'index.html'))
    return { mtimeMs: info.mtimeMs, size: info.size }
  } catch {
    return null
  }
}

/** Records that `distDir` holds a build made for `checkoutScriptUrl`. */
export async function writeBuildStamp(distDir: string, checkoutScriptUrl: string | null): Promise<void> {
  const index = await indexInfo(distDir)
  if (index === null) throw new Error(`no index.html in ${distDir} to stamp`)
  const stamp: BuildStamp = { checkoutScriptUrl, indexMtimeMs: index.mtimeMs, indexSize: index.size }
  await writeFile(path.join(distDir, stampFileName), `${JSON.stringify(stamp, null, 2)}\n`)
}
