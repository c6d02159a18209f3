/** Where the build writes the web manifest (vite-plugin-pwa's file name); the page template checks it. */
export const webManifestHref = '/manifest.webmanifest'

/**
 * Links the web manifest, with the service worker (the PWA layer loads after the page is on screen
 * and the app has started). A manifest link in the HTML makes the browser fetch the manifest and
 * then its 192 px icon for its install check while the page still waits for its fonts: two requests
 * competing with the first paint on a slow connection, for an install offer nobody needs in the
 * first second. Nothing is lost without script: installing needs the service worker, which needs
 * script too.
 */
export function linkWebManifest(): void {
  if (document.querySelector('link[rel=manifest]') === null)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: webManifestHref }))
}
