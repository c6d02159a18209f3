/**
 * Which chunk a module goes in (Rollup's manualChunks). Every page needs React, the router and the
 * shell: a few larger chunks compress better and cost fewer requests than the dozens of tiny shared
 * chunks the splitter would make. Undefined leaves a module to the splitter.
 */
export function chunkGroup(id: string): 'framework' | 'boot' | 'shell' | 'contracts' | 'schema' | undefined {
  if (/node_modules\/(react|react-dom|scheduler|@tanstack)\//.test(id)) return 'framework'
  // The app's start and its route tree: every page loads them with the shell, so one request less.
  if (/\/src\/(main\.tsx|router\.ts|routeTree\.gen\.ts)$/.test(id)) return 'shell'
  // The start-up parts that the page's sections use once the app runs load with the shell.
  if (/\/src\/startup\/(hydrate-when-visible|hydration-gate|use-early-input|page-idle)/.test(id)) return 'shell'
  // index.html's one script and all it needs before the page shows: a single small request.
  if (
    /\/src\/(boot\.ts|startup\/|lib\/web-fonts|features\/pwa\/(stale-chunk-recovery|connection-return|install-offer))/.test(
      id,
    )
  )
    return 'boot'
  if (id.includes('vite/preload-helper')) return 'boot'
  // The console's contracts are shared with the applicant's page: named for what they are, not after
  // the console (whose chunks the service worker never precaches, by name).
  if (/\/src\/contracts\/console/.test(id)) return 'contracts'
  // zod and the contracts the public pages share with the console's have a chunk of their own: a
  // group takes in the modules its own import (that no other group took), so left to the splitter they
  // went into 'contracts', and every public form built the console's schemas as its page started
  // (record 090). zod loads only with the pages that parse API data or check a form.
  if (/node_modules\/zod\/|\/src\/lib\/schema\.ts$|\/src\/contracts\/(text|job|plan|job-location)\.ts$/.test(id))
    return 'schema'
  // Code only some pages or addresses need (the lists' saved-copy date and connection state, a
  // #section link's landing, the privacy page's retention periods and the forms' notices that state
  // them, the private pages' heads, the downloads' file saving, the seller's invoice details, the
  // careers and plans pages' after-paint split) stays out of every page's first load.
  if (
    /\/src\/lib\/(cached-response|saved-page-copy|use-online-status|use-first-screen-first|land-on-hash-target|save-file|after-paint)/.test(
      id,
    ) ||
    id.includes('/src/site/retention') ||
    id.includes('/src/site/tax-invoice-settings') ||
    /\/src\/components\/forms\/(collection-notice|use-retention-figures|retention-figures-api)/.test(id) ||
    id.includes('/src/site/private-')
  )
    return undefined
  // Shared building blocks load with every page; the form-field style too: the home page's contact
  // form needs it at once, and on its own it would be one more first-load request.
  if (/\/src\/(site|lib|components\/(sections|ui|forms))\//.test(id)) return 'shell'
  // Route definitions (not their code-split components) and the header's small modules load with
  // every page: in the shell chunk they cost no requests of their own.
  if (/\/src\/routes\/[^?]*$/.test(id) || /\/src\/components\/layout\/(site-link\.tsx|.*\.module\.css)/.test(id))
    return 'shell'
  return undefined
}

/**
 * The build's chunk groups (Rolldown's codeSplitting). The schema group comes first: a group takes in
 * the modules its own import, and 'contracts' would otherwise take zod and the public contracts.
 */
export const chunkGroups = [
  { name: 'schema', test: (id: string) => chunkGroup(id) === 'schema', priority: 2 },
  { name: (id: string) => chunkGroup(id) ?? null, debugName: 'site groups', priority: 1 },
]
