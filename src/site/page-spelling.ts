import { allPages, type RoutePath } from './site-map'

const byLowerCase = new Map<string, RoutePath>(allPages.map((page) => [page.path.toLowerCase(), page.path]))

/**
 * The page a path names apart from letter case (`/pharmaceuticals` → `/Pharmaceuticals`), when that
 * is not already how the path is spelled. The server answers such addresses with a 301; this covers
 * the ones the browser resolves itself (links within the app, the offline app shell).
 */
export function respelledPage(pathname: string): RoutePath | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const page = byLowerCase.get(trimmed.toLowerCase())
  return page === undefined || page === trimmed ? undefined : page
}
