import { z } from 'zod'

// zod probes for `new Function` to speed up parsing; the site's CSP forbids eval, and the probe
// makes Chromium log a CSP violation. Parsing without it is plenty fast for a few records.
z.config({ jitless: true })

/** zod, configured for this site. Import it from here, not from 'zod'. */
export { z }
