import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { revealWhenFontsReady } from './components/startup/boot-screen'
import { captureInstallPrompt } from './features/pwa/install-prompt-store'
import { recoverFromStaleChunks } from './features/pwa/stale-chunk-recovery'
import { createSiteRouter } from './router'
import './styles/fonts.css'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Lets support staff (and the update test) tell which build a visitor is running.
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local'
void revealWhenFontsReady()
captureInstallPrompt()
recoverFromStaleChunks()
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createSiteRouter()} />
  </StrictMode>,
)
