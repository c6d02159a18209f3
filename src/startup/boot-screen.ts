import { waitForWebFonts, webFontsReady } from '../lib/web-fonts'

/** Fonts already in the cache settle within this time; the loading screen waits it out so it never flashes. */
export const loadingScreenGraceMs = 100

/**
 * index.html holds the page (hidden by CSS) and a hidden loading screen. Once the web fonts are
 * active, failed or timed out, the page shows; the loading screen only appears if that takes longer
 * than the grace period. Without JavaScript, a <noscript> style shows the page at once.
 */
export async function revealWhenFontsReady(): Promise<void> {
  const screen = document.getElementById('boot-screen')
  const reveal = () => {
    document.documentElement.classList.add('app-ready')
    screen?.remove()
  }
  if (webFontsReady()) return reveal()
  const grace = setTimeout(() => screen?.removeAttribute('hidden'), loadingScreenGraceMs)
  await waitForWebFonts()
  clearTimeout(grace)
  reveal()
}
