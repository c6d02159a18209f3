import type { ManifestOptions } from 'vite-plugin-pwa'
import { resumeFileTypes } from '../contracts/application.ts'
import { shareTarget } from '../contracts/share-target.ts'
import { brandColors } from './design-tokens.ts'
import { settings } from './settings.ts'
import { pages } from './site-map.ts'

/** Where vite-plugin-pwa writes the manifest and links it from index.html; the page template checks it. */
export const webManifestHref = '/manifest.webmanifest'

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
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '780x1688',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Home page on a phone',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Home page on a desktop',
    },
  ],
  // A CV shared from another app (Files, a mail, a chat) opens the job list ready to apply with it. Files only:
  // with title/text/url the app would be offered for every shared link and snippet of text too.
  share_target: {
    action: shareTarget.action,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      files: [
        {
          name: shareTarget.fileField,
          accept: resumeFileTypes.flatMap((type) => [type.mediaType, type.extension]),
        },
      ],
    },
  },
  shortcuts: [
    {
      name: 'Job openings',
      url: pages.jobOpenings.path,
      icons: [{ src: '/icons/shortcut-jobs-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Plans',
      url: pages.products.path,
      icons: [{ src: '/icons/shortcut-plans-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Refer a friend',
      url: pages.referral.path,
      icons: [{ src: '/icons/shortcut-referral-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
}
