import { documentTitle, type SitePage } from './site-map.ts'
import { settings } from './settings.ts'

/** Where the site is published; absolute URLs in link previews and the sitemap use it. Build setting: SITE_URL. */
export const defaultSiteUrl = 'https://www.arcnovaconsulting.com'

export interface PreviewPage {
  path: string
  title: string
  description: string
  image?: string
  /** A page that answers 404: kept out of search results, and it has no address of its own to give. */
  notFound?: true
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href
}

export function previewOf(page: SitePage): PreviewPage {
  return { path: page.path, title: documentTitle(page), description: page.description }
}

/**
 * The head of a prerendered page: title, description, canonical URL, Open Graph and Twitter card.
 * The not-found page instead says `noindex` and names no URL (it is served at every unknown address).
 */
export function linkPreviewTags(page: PreviewPage, siteUrl: string): string {
  const url = absoluteUrl(siteUrl, page.path)
  const image = absoluteUrl(siteUrl, page.image ?? '/og/arcnova-og.jpg')
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`
  const title = `<title data-prerendered>${escapeAttribute(page.title)}</title>`
  const description = `<meta name="description" content="${escapeAttribute(page.description)}" data-prerendered />`
  // Marked like the title: the app's own copy replaces it, and leaves with the not-found page.
  if (page.notFound)
    return [title, description, '<meta name="robots" content="noindex" data-prerendered />'].join('\n    ')
  return [
    title,
    description,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    tag('property', 'og:type', page.path === '/' ? 'website' : 'article'),
    tag('property', 'og:site_name', settings.companyName),
    tag('property', 'og:title', page.title),
    tag('property', 'og:description', page.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:width', '1200'),
    tag('property', 'og:image:height', '630'),
    tag('property', 'og:locale', 'en_US'),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', page.title),
    tag('name', 'twitter:description', page.description),
    tag('name', 'twitter:image', image),
  ].join('\n    ')
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
