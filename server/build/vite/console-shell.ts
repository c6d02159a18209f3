/** The console's frame in its shell: what `/console` shows from the first paint until the app renders. */
const frameStyles = [
  // The site hides #root until the web fonts settle; the frame's words need none of them.
  'html:not(.app-ready) #root{visibility:visible;animation:none}',
  '.console-frame{display:grid;place-items:center;min-height:100vh;padding:var(--space-4);background:var(--color-surface-alt)}',
  '.console-frame>div{display:grid;gap:var(--space-4);width:min(100%,420px);padding:var(--space-4);border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-surface)}',
  '.console-frame p{margin:0;color:var(--color-text-muted)}',
].join('')

/**
 * The app shell with the console's frame in it (its heading and 'Loading the console…', as the
 * console itself shows them while it asks who is signed in) and without the site's loading screen:
 * the server sends it for /console, so the page is never blank while the console's code loads. React
 * replaces the frame with its first render. Written beside app-shell.html; never precached (record 034).
 */
export function consoleShell(appShell: string, companyName: string): string {
  const frame = `<div id="root"><main class="console-frame"><div><h1>${escapeHtml(companyName)} console</h1><p role="status">Loading the console…</p></div></main></div>`
  const withFrame = appShell
    .replace('<div id="root"></div>', frame)
    .replace(/<div id="boot-screen"[\s\S]*?<\/div>\s*/, '')
    .replace('</head>', `<style>${frameStyles}</style></head>`)
  if (!withFrame.includes('class="console-frame"') || withFrame.includes('id="boot-screen"'))
    throw new Error('The app shell has changed: the console frame could not be put in it')
  return withFrame
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
