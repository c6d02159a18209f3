import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

// The first collator comparison loads Chromium's ICU collation data: a 9–35 ms task while a page
// starts (src/contracts/alphabetical.ts). The browser's code sorts with alphabeticalKey instead.
it('no browser code compares with localeCompare or Intl.Collator', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'sw'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  const code = (file: string) =>
    readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
  const offenders = files.filter((file) => /\.localeCompare\(|Intl\.Collator/.test(code(file)))
  expect(offenders).toEqual([])
})
