import type { MiddlewareHandler } from 'hono'
import { isHttps } from './client-ip.ts'

const razorpay = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  images: 'https://*.razorpay.com',
}

/**
 * The site's Content-Security-Policy: own origin plus Razorpay's checkout hosts. No inline script but
 * a page's own, each named by its hash (`inlineScripts`, see inline-scripts.ts).
 */
export function contentSecurityPolicy(
  extraConnectOrigins: readonly string[],
  inlineScripts: readonly string[] = [],
): string {
  const connect = [...new Set(["'self'", ...razorpay.connect, ...extraConnectOrigins])]
  return [
    "default-src 'self'",
    ['script-src', "'self'", razorpay.script, ...inlineScripts].join(' '),
    // React and Radix set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${razorpay.images}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${razorpay.frames.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self' mailto:",
  ].join('; ')
}

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()'

/** Adds the security headers to every response, including errors and static files. */
export function securityHeaders(options: { connectOrigins: readonly string[]; trustProxy: number }): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.connectOrigins)
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const inlineScripts = c.get('inlineScriptSources')
    // A response with a policy of its own (a CV download: nothing runs, sandboxed) keeps it.
    if (!headers.has('Content-Security-Policy')) {
      headers.set(
        'Content-Security-Policy',
        inlineScripts === undefined ? csp : contentSecurityPolicy(options.connectOrigins, inlineScripts),
      )
    }
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', permissionsPolicy)
    headers.set('X-Frame-Options', 'DENY')
    // Razorpay's checkout may open a bank's page in a popup and needs to talk back to it.
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
    if (isHttps(c, options.trustProxy)) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
  }
}
