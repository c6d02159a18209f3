import { z } from 'zod/mini'

// zod probes for `new Function` to speed up parsing; the site's CSP forbids eval, and the probe
// makes Chromium log a CSP violation. Parsing without it is plenty fast for a few records.
z.config({ jitless: true })

/**
 * zod, configured for this site. Import it from here, not from 'zod'. The browser gets zod/mini:
 * the same parser with functions instead of methods, so a page ships only the checks it uses
 * (about 5 KB gzipped instead of 23 KB for the whole classic API).
 */
export { z }
