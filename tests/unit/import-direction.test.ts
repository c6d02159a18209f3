import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Imports flow one way: the base (lib, contracts, content, site, styles, startup, components) →
 * features → pages → routes, with the entries (main.tsx, boot.ts, entry-server.tsx, router.ts) on
 * top (the generated route tree too). A feature never imports another feature. Type-only imports
 * are left out: the site map checks its links against the route tree's types.
 */
const base = ['lib', 'contracts', 'content', 'site', 'styles', 'startup', 'components']
const rank = (layer: string) =>
  base.includes(layer) ? 0 : layer.startsWith('features/') ? 1 : layer === 'pages' ? 2 : layer === 'routes' ? 3 : 4

/** `features/careers` for a feature's file, else the top folder (or top file) under src/. */
function layerOf(file: string): string {
  const [top = '', feature] = relative('src', file).split('/')
  return top === 'features' ? `features/${feature}` : top
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Every relative import in the site's code that goes against the flow. */
function importsAgainstTheFlow(): string[] {
  const wrong: string[] = []
  for (const file of sourceFiles('src')) {
    const imports = readFileSync(file, 'utf8').matchAll(
      /(import\s+type\s[^'"]*?from|from|import\s*\(|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    )
    for (const [, how = '', specifier = ''] of imports) {
      if (how.startsWith('import type')) continue
      const from = layerOf(file)
      const to = layerOf(normalize(join(dirname(file), specifier)))
      const feature = (layer: string) => layer.startsWith('features/')
      if (from === to) continue
      if (rank(to) > rank(from) || (feature(from) && feature(to))) wrong.push(`${file} → ${specifier}`)
    }
  }
  return wrong
}

describe("the site's imports", () => {
  it('flow one way, and no feature imports another', () => {
    expect(importsAgainstTheFlow()).toEqual([])
  })

  it('tell the layers apart', () => {
    expect(layerOf('src/features/careers/job-card.tsx')).toBe('features/careers')
    expect(rank(layerOf('src/components/ui/reveal.tsx'))).toBeLessThan(rank(layerOf('src/pages/home/home-page.tsx')))
    expect(rank(layerOf('src/pages/home/home-page.tsx'))).toBeLessThan(rank(layerOf('src/routes/pages/index.tsx')))
    expect(rank(layerOf('src/routes/__root.tsx'))).toBeLessThan(rank(layerOf('src/main.tsx')))
  })
})
