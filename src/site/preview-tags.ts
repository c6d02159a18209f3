/** The tags that make a page preview as itself in chat apps, social networks and search (shared with the server). */
import { jobFeedMessages, jobFeedPaths } from '../contracts/job-feeds.ts'
import { settings } from './settings.ts'

/** Where the site is published; absolute URLs in link previews and the sitemap use it. Build setting: SITE_URL. */
export const defaultSiteUrl = 'https://www.arcnovaconsulting.com'

/** Around a prerendered page's own head tags, so the server can replace them (a job link's preview). */
export const pageHeadStart = '<!--page-head-->'
export const pageHeadEnd = '<!--/page-head-->'
/** Where the server puts a data page's body, rendered with the current data, in the page it fills. */
export const pageBodyMark = '<!--page-body-->'
/** Where a page's stylesheets go (the build fills it per page). */
export const pageStylesMark = '<!--page-styles-->'

export interface PreviewPage {
  path: string
  title: string
  description: string
  image?: string
  /** A page that answers 404: kept out of search results, and it has no address of its own to give. */
  notFound?: true
  /** A page that opens but is kept out of search results (SitePage.noindex). */
  noindex?: true
}

export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href
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
    ...(page.noindex ? ['<meta name="robots" content="noindex" data-prerendered />'] : []),
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
    // The job list names its feeds, so feed readers and job boards find them from the page (issue 61 item 10).
    ...(page.path.split('?')[0] === '/job-openings'
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(jobFeedMessages.title(settings.companyName))}" href="${escapeAttribute(absoluteUrl(siteUrl, jobFeedPaths.rss))}" />`,
        ]
      : []),
  ].join('\n    ')
}
