import type { ManifestOptions } from 'vite-plugin-pwa'
import { brandColors } from './design-tokens'
import { settings } from './settings'

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: settings.companyName,
  short_name: 'Arcnova',
  description: settings.tagline,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brandColors.theme,
  background_color: brandColors.background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
