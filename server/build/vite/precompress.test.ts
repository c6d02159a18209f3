import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from './precompress.ts'

describe('precompressFolder: the build’s .br and .gz variants', () => {
  let dir = ''
  const script = `console.log(${JSON.stringify('arcnova '.repeat(500))})\n`
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'arcnova-precompress-'))
    await mkdir(path.join(dir, 'assets'))
    await mkdir(path.join(dir, '.server'))
    await writeFile(path.join(dir, 'assets', 'app-abc.js'), script)
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`)
    await writeFile(path.join(dir, 'small.css'), 'a{color:red}')
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7))
    await writeFile(path.join(dir, '.server', 'renderer.js'), script)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes each compressible file of 1 KB or more beside itself, as a client decompresses it; nothing else', async () => {
    expect(await precompressFolder(dir)).toBe(2)
    const file = path.join(dir, 'assets', 'app-abc.js')
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script)
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script)
    expect((await readdir(dir)).sort()).toEqual(
      ['.server', 'assets', 'index.html', 'index.html.br', 'index.html.gz', 'logo.png', 'small.css'].sort(),
    )
    expect(await readdir(path.join(dir, '.server'))).toEqual(['renderer.js'])
  })
})
