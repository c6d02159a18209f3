// The only entry script, and a tiny one. It shows the page as soon as the fonts are ready and only
// then fetches the app: on a slow first visit the fonts and styles the reader needs do not share the
// line with ~100 KB of JavaScript, and a prerendered page is readable before it is interactive.
import './styles/fonts.css'
import './styles/global.css'
import { afterContentPainted } from './startup/after-content-painted'
import { revealWhenFontsReady } from './startup/boot-screen'
import { keepEarlyEvents } from './startup/early-event-replay'
import { holdEarlySubmits } from './startup/early-submits'
import { captureConnectionReturn } from './features/pwa/connection-return'
import { captureInstallOffer } from './features/pwa/install-offer'
import { recoverFromStaleChunks } from './features/pwa/stale-chunk-recovery'

captureConnectionReturn()
captureInstallOffer()
holdEarlySubmits()
keepEarlyEvents()
recoverFromStaleChunks()
await revealWhenFontsReady()
afterContentPainted(() => void import('./main'), performance.now())
