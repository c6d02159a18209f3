import { settings } from './settings'
import type { SitePage } from './site-map'

/**
 * Pages that show one person's data: typed against the router's paths like the site map's, but in
 * none of the lists derived from it (no prerender, no sitemap.xml, no precache, no navigation), and
 * in a module of their own so the first load carries none of it. The server sends their page as the
 * bare app shell, `no-store` and `noindex` (private-addresses.ts); the page writes its own head.
 */
export const privatePages = {
  myApplication: {
    path: '/my-application',
    label: 'My application',
    title: `Your application | ${settings.companyName}`,
    description: 'Your job application: its status and your data; withdraw it or delete it.',
  },
  myOrder: {
    path: '/my-order',
    label: 'My order',
    title: `Your order | ${settings.companyName}`,
    description: 'Your plan order: its status, its tax invoice and any credit note.',
  },
  jobAlerts: {
    path: '/job-alerts',
    label: 'Job alerts',
    title: `Job alerts | ${settings.companyName}`,
    description: 'Confirm or stop your e-mail alerts for new job openings.',
  },
} as const satisfies Record<string, SitePage>
