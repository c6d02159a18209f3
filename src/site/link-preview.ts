import { absoluteUrl, escapeAttribute, type PreviewPage } from './preview-tags.ts'
import { settings } from './settings.ts'
import { documentTitle, type SitePage } from './site-map.ts'

export function previewOf(page: SitePage): PreviewPage {
  return {
    path: page.path,
    title: documentTitle(page),
    description: page.description,
    ...(page.noindex ? { noindex: true as const } : {}),
  }
}

/** Organization structured data for the home page (a data block: no script runs). */
export function organizationJsonLd(siteUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icons/icon-512.png'),
    email: settings.infoEmail,
    foundingDate: String(settings.foundedYear),
    sameAs: settings.social.map((link) => link.href),
    address: settings.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address[0],
      addressLocality: office.address[1],
      addressCountry: office.address[2],
    })),
    contactPoint: settings.offices.map((office) => ({
      '@type': 'ContactPoint',
      telephone: office.phone,
      email: office.email,
      contactType: 'customer service',
      areaServed: office.name,
    })),
  }
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}

export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeAttribute(absoluteUrl(siteUrl, path))}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}
