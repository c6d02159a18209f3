import { spawn } from 'node:child_process'
import path from 'node:path'
import type { z } from 'zod'
import { repoRoot } from '../config.ts'

/** Runs the project's autocannon with these arguments (`-j` for JSON is added) and parses its report with `schema`. */
export function runAutocannon<S extends z.ZodType>(args: readonly string[], schema: S): Promise<z.infer<S>> {
  const cli = path.join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-j', ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with code ${code}`))
      try {
        resolve(schema.parse(JSON.parse(out)))
      } catch (error) {
        reject(error)
      }
    })
  })
}

/** What a browser sends, pages and fetch() alike: it takes compressed answers. */
export const asBrowsersAsk = ['-H', 'accept-encoding=gzip, deflate, br'] as const
