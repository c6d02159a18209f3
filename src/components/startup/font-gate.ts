import { useEffect, useState } from 'react'
import { waitForWebFonts, webFontsReady } from '../../lib/web-fonts'

export type FontGateState = 'checking' | 'loading' | 'ready'

const pendingClass = 'fonts-pending'
/** Fonts already in the cache settle within this time; the loading screen waits it out so it never flashes. */
export const loadingScreenGraceMs = 100

/** Call once before the first render: hides the app until the fonts are settled (see global.css). */
export function holdUntilFontsReady(): void {
  if (!webFontsReady()) document.documentElement.classList.add(pendingClass)
}

/** 'loading' while the loading screen should show; 'ready' once fonts are active, failed or timed out. */
export function useFontGate(): FontGateState {
  const [state, setState] = useState<FontGateState>('checking')

  useEffect(() => {
    let settled = false
    const grace = setTimeout(() => {
      if (!settled) setState('loading')
    }, loadingScreenGraceMs)
    void waitForWebFonts().then(() => {
      settled = true
      clearTimeout(grace)
      document.documentElement.classList.remove(pendingClass)
      setState('ready')
    })
    return () => clearTimeout(grace)
  }, [])

  return state
}
