import { describe, expect, it } from 'vitest'
import { consoleShell } from './console-shell.ts'

const appShell = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/boot-1.js"></script>
    <title>Arcnova Consulting</title>
    <link rel="stylesheet" crossorigin href="/assets/boot-1.css">
  </head>
  <body>
    <div id="root"></div>
    <div id="boot-screen" class="boot-screen" role="status" data-testid="loading-screen" hidden>
      <img src="/logo.svg" width="220" height="44" alt="Arcnova Consulting" />
      <p>Loading Arcnova Consulting...</p>
    </div>
  </body>
</html>`

describe('the console’s shell', () => {
  const shell = consoleShell(appShell, 'Arcnova & Co')

  it('holds the console’s frame in #root, shown from the first paint, and not the site’s loading screen', () => {
    expect(shell).toContain(
      '<div id="root"><main class="console-frame"><div><h1>Arcnova &amp; Co console</h1><p role="status">Loading the console…</p></div></main></div>',
    )
    expect(shell).not.toContain('boot-screen')
    expect(shell).toMatch(/<style>html:not\(\.app-ready\) #root\{visibility:visible;[^<]*<\/style><\/head>/)
  })

  it('keeps the app shell’s script and stylesheet', () => {
    expect(shell).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>')
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-1.css">')
  })

  it('refuses a shell it cannot put the frame in', () => {
    expect(() => consoleShell('<html><body><div id="app"></div></body></html>', 'Arcnova')).toThrow(/app shell/)
  })
})
