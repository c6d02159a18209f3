import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

// npm 11 blocks dependency install scripts unless package.json's allowScripts decides them, and warns
// about every one it has not: a newcomer's `npm install` must show no such warning.
const manifest = z
  .object({ allowScripts: z.record(z.string(), z.boolean()).default({}) })
  .parse(JSON.parse(readFileSync('package.json', 'utf8')))
const lock = z
  .object({
    packages: z.record(
      z.string(),
      z.object({
        name: z.string().optional(),
        version: z.string().optional(),
        hasInstallScript: z.boolean().optional(),
        optionalDependencies: z.record(z.string(), z.string()).optional(),
      }),
    ),
  })
  .parse(JSON.parse(readFileSync('package-lock.json', 'utf8')))

/** Every locked package with an install script, as name and version. */
const withScripts = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
  .map(([path, entry]) => ({ name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 13), ...entry }))

/** An entry decides a package by its name, or pinned to the locked version (`name@1.2.3`). */
const decides = (key: string, name: string, version: string | undefined) => key === name || key === `${name}@${version}`

describe('install scripts', () => {
  it('are each decided in package.json’s allowScripts', () => {
    const keys = Object.keys(manifest.allowScripts)
    const undecided = withScripts.filter(({ name, version }) => !keys.some((key) => decides(key, name, version)))
    expect(undecided.map(({ name, version }) => `${name}@${version}`)).toEqual([])
  })

  it('has no decision for a package the lockfile no longer runs a script for', () => {
    const stale = Object.keys(manifest.allowScripts).filter(
      (key) => !withScripts.some(({ name, version }) => decides(key, name, version)),
    )
    expect(stale).toEqual([])
  })

  it('denies esbuild’s only while its binary comes from its optional per-platform packages', () => {
    if (manifest.allowScripts.esbuild !== false) return
    const esbuild = lock.packages['node_modules/esbuild']
    expect(Object.keys(esbuild?.optionalDependencies ?? {})).toContain('@esbuild/linux-x64')
    expect(lock.packages['node_modules/@esbuild/linux-x64']).toBeDefined()
  })
})
